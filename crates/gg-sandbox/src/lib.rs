//! The wasmtime sandbox: one engine per process, guests compiled for this
//! machine once and mapped from gg's cache, and a fresh store and instance
//! per turn (or one kept instance for all the programs of a keep-state
//! session, [`Kept`]).
//!
//! Invariants:
//! * this crate is the only one that runs wasm or names `wasmtime_wasi`
//!   (the tidy test checks it; `gg-membrane` names wasmtime's component
//!   types in its generated bindings); arms see [`LoadedGuest`], [`RawRun`]
//!   and [`Trapped`];
//! * wasm is compiled in two places only: a guest from `gg-guests`, the
//!   first time any process on this machine loads it (`materialise`, into
//!   a cache file named by the guest's digest and the engine's
//!   compatibility hash, which `Component::deserialize_file` then maps), and
//!   a Java program's own component ([`LoadedGuest::compile_jvm`]);
//! * a guest's WASI context has no environment, no arguments, no preopened
//!   directory, no network and no host stdio; capabilities reach it only
//!   through the `gg:agent` interfaces implemented in [`host`] (and, for a
//!   JVM program and CRuby, the wire in [`wire`]);
//! * the deadline counts guest time only: time inside host calls is measured
//!   and handed back by the epoch callback;
//! * host calls have their own budget, the CPU time the host spends on them
//!   ([`Limits::host_time`]): once spent, every further call is refused, the
//!   epoch callback ends the program at its next tick, and the turn ends with
//!   the `host-time` limit however the program ended.
//!
//! Inside the crate the graph is `lib.rs → host, capture, rbwasm, pywasm,
//! wire`, `wire → host`, `rbwasm → host, wire, wire_answers`, `pywasm →
//! host, wire`, `host → capture, wire_answers`: no cycles (the tidy test
//! walks it). `rbwasm` (feature `ruby`) and `pywasm` (feature `python`) run
//! the core-module guests, CRuby and CPython, under WASI preview 1.

mod capture;
pub mod host;
#[cfg(feature = "python")]
mod pywasm;
#[cfg(feature = "ruby")]
mod rbwasm;
pub mod tape;
#[cfg(any(feature = "java", feature = "ruby", feature = "python"))]
mod wire;
#[cfg(feature = "ruby")]
mod wire_answers;

use capture::FloodGuard;
use gg_core::cache::{cache_dir, write_once};
use gg_core::control::{StopReason, Stream};
use gg_core::limits::Limits;
use gg_core::outcome::{CallRecord, LimitKind};
use gg_membrane::api::guest::{Program, Report, RunEnd};
use gg_membrane::api::views;
use gg_membrane::{Sandbox, SandboxPre};
use host::TurnState;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use wasmtime::component::{Component, HasSelf, Linker};
use wasmtime::{Engine, Store, Trap, UpdateDeadline};
use wasmtime_wasi::WasiCtxBuilder;

pub use gg_core::limits::MAX_MEMORY_BYTES;
pub use host::Capabilities;

/// How often the epoch advances; a runaway stops within about one tick of
/// its deadline.
pub const EPOCH_TICK: Duration = Duration::from_millis(5);

/// The wasm stack a guest may use. SpiderMonkey reports deep JavaScript
/// recursion itself (`InternalError: too much recursion`) long before this.
pub const MAX_WASM_STACK: usize = 8 << 20;

/// Bytes of a guest's initial memory image that wasmtime keeps as one
/// copy-on-write image.
pub const DENSE_IMAGE_BYTES: u64 = 512 << 20;
/// The stack a thread that runs turns should have: the guest's
/// [`MAX_WASM_STACK`] and room for the host beside it (a 2 MiB thread, Rust's
/// default, overflows on a guest's deep recursion before wasmtime's own
/// limit is reached).
pub const TURN_THREAD_STACK: usize = 16 << 20;

/// Turns that can be live at once in one process (instance slots in the pool).
pub const POOL_INSTANCES: u32 = 64;

/// Bytes of each pooled linear memory kept resident between turns: the most
/// a slot's reset copies back (a JavaScript turn's memory is about 9 MiB).
pub const KEEP_RESIDENT_BYTES: usize = 16 << 20;

/// Bytes of each pooled table kept resident between turns (reset with
/// memset rather than madvise).
pub const TABLE_KEEP_RESIDENT_BYTES: usize = 1 << 20;

/// The process's one engine, with its epoch ticker.
pub fn engine() -> &'static Engine {
    static ENGINE: OnceLock<Engine> = OnceLock::new();
    ENGINE.get_or_init(|| {
        let mut config = wasmtime::Config::new();
        config.wasm_component_model(true);
        // Deadlines are epoch-based: cheap checks at loop headers and calls.
        config.epoch_interruption(true);
        // A wizer snapshot is tens of MiB: below this size its initial
        // memory stays one copy-on-write image, mapped at instantiation.
        config.memory_guaranteed_dense_image_size(DENSE_IMAGE_BYTES);
        config.max_wasm_stack(MAX_WASM_STACK);
        // (wasmtime requires an async stack at least as large; gg runs no
        // guest on one)
        config.async_stack_size(MAX_WASM_STACK + (1 << 20));
        // The pooling allocator reuses instance slots. A slot's memories and
        // tables stay resident between turns, so a fresh turn takes no page
        // faults touching the snapshot's heap again; `PAGEMAP_SCAN` finds the
        // pages the turn wrote, and only those are copied back from the
        // snapshot (about 600 KiB of a JavaScript turn's 9 MiB; see
        // vendor/README.md for the region limit gg raises). On a kernel
        // without the scan, the whole resident part is copied back.
        let mut pool = wasmtime::PoolingAllocationConfig::default();
        pool.total_component_instances(POOL_INSTANCES)
            .total_core_instances(POOL_INSTANCES * 8)
            .total_memories(POOL_INSTANCES * 2)
            // A store whose guest throws a wasm exception (the Python guest)
            // gets a GC heap from the pool, one per slot at most (wasmtime's
            // default is 1000, each reserving as much as a linear memory).
            .total_gc_heaps(POOL_INSTANCES)
            .total_tables(POOL_INSTANCES * 8)
            .max_memories_per_component(4)
            .max_tables_per_component(16)
            .max_component_instance_size(1 << 20)
            // CPython's module has 89,060 functions: its instance needs
            // 1.5 MiB of the slot (16 bytes a function), past the 1 MiB
            // the other guests fit in.
            .max_core_instance_size(2 << 20)
            .table_elements(100_000)
            .max_memory_size(MAX_MEMORY_BYTES)
            .linear_memory_keep_resident(KEEP_RESIDENT_BYTES)
            .table_keep_resident(TABLE_KEEP_RESIDENT_BYTES)
            .pagemap_scan(wasmtime::Enabled::Auto);
        config.allocation_strategy(wasmtime::InstanceAllocationStrategy::Pooling(pool));
        let engine = Engine::new(&config).expect("gg's wasmtime configuration is valid");
        let ticker = engine.weak();
        std::thread::Builder::new()
            .name("gg-epoch".into())
            .spawn(move || {
                while let Some(engine) = ticker.upgrade() {
                    engine.increment_epoch();
                    drop(engine);
                    std::thread::sleep(EPOCH_TICK);
                }
            })
            .expect("spawn the epoch ticker");
        engine
    })
}

/// What code compiled by this process's engine is compatible with
/// (wasmtime's version, the engine's configuration, the host's CPU
/// features), as 16 hex digits: part of the name of every compiled file gg
/// keeps, so that a file is only ever mapped by an engine that can run it.
pub fn engine_tag() -> String {
    use std::hash::{Hash, Hasher};
    static TAG: OnceLock<String> = OnceLock::new();
    TAG.get_or_init(|| {
        let mut h = std::hash::DefaultHasher::new();
        engine().precompile_compatibility_hash().hash(&mut h);
        format!("{:016x}", h.finish())
    })
    .clone()
}

/// A guest loaded and linked, ready to instantiate per turn. A clone shares
/// the compiled code and the linking.
#[derive(Clone)]
pub struct LoadedGuest {
    pre: Pre,
    /// Whether a recorded `session.finish` traps to end the program (see
    /// [`LoadedGuest::finishing_itself`]).
    finish_ends: bool,
}

/// Which world the guest lives in.
#[derive(Clone)]
enum Pre {
    /// A component guest (JavaScript, Ruby): evaluates a program it is handed.
    Sandbox(SandboxPre<TurnState>),
    /// A program compiled to its own component (the Java arm): `run` is the
    /// program; its report is what it wrote to stderr before it trapped.
    #[cfg(feature = "java")]
    Jvm(gg_membrane::jvm::JvmPre<TurnState>),
    /// A core module under WASI preview 1 (CRuby, CPython): [`rbwasm`] or
    /// [`pywasm`] runs it, the program text as its stdin.
    #[cfg(feature = "core")]
    Core(wasmtime::InstancePre<TurnState>, CoreKind),
}

/// Which core-module guest a [`Pre::Core`] is.
#[cfg(feature = "core")]
#[derive(Clone)]
enum CoreKind {
    /// CRuby ([`rbwasm`]).
    #[cfg(feature = "ruby")]
    Ruby,
    /// CPython ([`pywasm`]), with the directory holding its stdlib zip.
    #[cfg(feature = "python")]
    Python(std::sync::Arc<PathBuf>),
}

#[cfg(feature = "core")]
impl CoreKind {
    /// The WASI preview 1 context of one program's run: `program` on stdin,
    /// output to the relays, and what the guest itself needs (for CPython,
    /// its stdlib zip read-only and `HOME`; nothing else).
    fn wasi(
        &self,
        program: &Program,
        stdout: &capture::Relay,
        stderr: &capture::Relay,
        tape: &tape::TapeSlot,
    ) -> Result<wasmtime_wasi::p1::WasiP1Ctx, String> {
        let mut wasi = WasiCtxBuilder::new();
        wasi.stdout(stdout.clone()).stderr(stderr.clone());
        if tape.durable() {
            tape::install(&mut wasi, tape);
        }
        let stdin = match self {
            #[cfg(feature = "ruby")]
            CoreKind::Ruby => rbwasm::stdin(program),
            #[cfg(feature = "python")]
            CoreKind::Python(stdlib) => {
                pywasm::configure(&mut wasi, stdlib)?;
                pywasm::stdin(program)
            }
        };
        wasi.stdin(wasmtime_wasi::p2::pipe::MemoryInputPipe::new(stdin));
        Ok(wasi.build_p1())
    }
}

/// Why a guest could not be loaded: gg's own defect.
#[derive(Debug)]
pub struct LoadError(pub String);

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LoadError {}

/// The guest compiled for this machine: a file in gg's cache named by the
/// guest's digest and the engine's compatibility hash (wasmtime's version,
/// its configuration and the host's CPU features), compiled the first time
/// any process needs it. A process that finds another compiling it waits
/// for that one (a lock file) instead of compiling it twice. On a terminal,
/// the first compile says so on stderr: it takes seconds for JavaScript and
/// up to a few minutes for CRuby.
fn materialise(engine: &Engine, guest: &gg_guests::Guest, dir: &Path, derive: &Derive) -> Result<PathBuf, LoadError> {
    let tag = match derive {
        Derive::AsEmbedded => String::new(),
        Derive::Made { tag, .. } => format!("-{tag}"),
    };
    let name = format!("{}-{}{tag}-{}.cwasm", guest.name, &guest.digest[..24], engine_tag());
    let path = dir.join(&name);
    if path.exists() {
        return Ok(path);
    }
    std::fs::create_dir_all(dir).map_err(|e| LoadError(format!("cannot create gg's cache {}: {e}", dir.display())))?;
    let lock = std::fs::File::create(dir.join(format!("{name}.lock")))
        .map_err(|e| LoadError(format!("cannot create a lock file in gg's cache {}: {e}", dir.display())))?;
    lock.lock().map_err(|e| LoadError(format!("cannot lock {name}.lock in gg's cache: {e}")))?;
    // Another process may have compiled it while this one waited.
    if path.exists() {
        return Ok(path);
    }
    if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        eprintln!("gg: compiling the {} guest for this machine (once; kept in {})", guest.name, dir.display());
    }
    let mut wasm = if guest.zstd { decompress(guest)? } else { guest.wasm.to_vec() };
    if let Derive::Made { make, .. } = derive {
        wasm = make(&wasm).map_err(LoadError)?;
    }
    let compiled = if guest.core_module { engine.precompile_module(&wasm) } else { engine.precompile_component(&wasm) }
        .map_err(|e| LoadError(format!("compiling the {} guest: {e:?}", guest.name)))?;
    write_once(&path, &compiled).map_err(LoadError)?;
    drop(lock);
    let _ = std::fs::remove_file(dir.join(format!("{name}.lock")));
    // Copies of this guest for other builds, untouched for a day, go (a
    // debug and a release build may alternate; a process still mapping one
    // keeps its mapping after the unlink).
    let prefix = format!("{}-", guest.name);
    let stale = |e: &std::fs::DirEntry| {
        e.metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > std::time::Duration::from_secs(24 * 3600))
    };
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let file = entry.file_name().to_string_lossy().into_owned();
            if file.starts_with(&prefix) && file.ends_with(".cwasm") && entry.path() != path && stale(&entry) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
    Ok(path)
}

/// What [`materialise`] compiles: the embedded guest as it is, or a module
/// made from it first (the Python guest's own snapshot, [`pywasm::wizen`]),
/// kept under a name that carries `tag` (what the making depends on).
enum Derive<'a> {
    AsEmbedded,
    #[cfg_attr(not(feature = "python"), allow(dead_code, reason = "only the Python guest is made"))]
    Made {
        tag: String,
        make: &'a dyn Fn(&[u8]) -> Result<Vec<u8>, String>,
    },
}

/// A core-module guest's trap (CRuby), handed to its arm with every frame of
/// the wasm stack (unnamed functions by index): how deep the stack was tells
/// the arm whether deep C-level recursion ended the VM.
#[cfg(feature = "core")]
fn core_trap(core: bool, e: &wasmtime::Error) -> Option<Stopped> {
    if !core {
        return None;
    }
    let trap = e.downcast_ref::<Trap>().copied()?;
    let frames = e
        .downcast_ref::<wasmtime::WasmBacktrace>()
        .map(|bt| {
            bt.frames()
                .iter()
                .map(|f| f.func_name().map_or_else(|| format!("wasm function {}", f.func_index()), str::to_string))
                .collect()
        })
        .unwrap_or_default();
    Some(Stopped::Trapped(Trapped { kind: TrapKind::Other, description: trap.to_string(), frames }))
}

/// A component guest's engine that reached a WASI function its build
/// stubbed with a trap: its own `proc_exit` (the arm reads why from the
/// guest's stderr: StarlingMonkey's heap full is the program's memory, not
/// gg's defect), or a file system call (StarlingMonkey's module loader,
/// reached by a dynamic `import()` the lowering could not see). The arm
/// decides what the program is told.
fn engine_abort(e: &wasmtime::Error) -> Option<Stopped> {
    let bt = e.downcast_ref::<wasmtime::WasmBacktrace>()?;
    let top = bt.frames().first()?.func_name()?;
    matches!(top, "proc_exit" | "path_filestat_get" | "path_open").then(|| {
        Stopped::Trapped(Trapped {
            kind: TrapKind::Other,
            description: format!("the guest's engine called the stubbed `{top}`"),
            frames: vec![top.to_string()],
        })
    })
}

/// Without a core-module guest's feature (`ruby`, `python`) no guest is a core module.
#[cfg(not(feature = "core"))]
fn core_trap(_core: bool, _e: &wasmtime::Error) -> Option<Stopped> {
    None
}

/// What a turn's call of a core-module guest's import gg does not provide
/// fails with.
#[cfg(feature = "core")]
const NOT_PROVIDED: &str = "which gg does not provide to this arm";

/// Links a core-module guest's imports (those outside WASI preview 1, which
/// the caller linked): each one `provide` links itself (it answers
/// `Some(result)`), every other one a function that fails the call loudly
/// with `refusal` (`the guest called `X`, <refusal>`). A failure is gg's
/// defect (its own guest does not link), in words naming `guest`.
#[cfg(feature = "core")]
fn link_core_imports<T: 'static>(
    linker: &mut wasmtime::Linker<T>,
    module: &wasmtime::Module,
    guest: &str,
    refusal: &'static str,
    mut provide: impl FnMut(&mut wasmtime::Linker<T>, &str, &str) -> Option<wasmtime::Result<()>>,
) -> Result<(), String> {
    for import in module.imports() {
        let (from, field) = (import.module(), import.name());
        if from == "wasi_snapshot_preview1" {
            continue;
        }
        let linked = match provide(linker, from, field) {
            Some(linked) => linked,
            None => {
                let Some(ty) = import.ty().func().cloned() else {
                    return Err(format!("the {guest} guest imports `{from}.{field}`, which is not a function"));
                };
                let what = format!("{from}.{field}");
                linker
                    .func_new(from, field, ty, move |_, _, _| wasmtime::bail!("the guest called `{what}`, {refusal}"))
                    .map(|_| ())
            }
        };
        linked.map_err(|e| format!("linking the {guest} guest's `{from}.{field}`: {e:?}"))?;
    }
    Ok(())
}

/// The embedded guest's bytes, decompressed.
#[cfg(feature = "core")]
fn decompress(guest: &gg_guests::Guest) -> Result<Vec<u8>, LoadError> {
    zstd::stream::decode_all(guest.wasm)
        .map_err(|e| LoadError(format!("cannot decompress the embedded {} guest: {e}", guest.name)))
}

/// Without a core-module guest's feature this build has no zstd.
#[cfg(not(feature = "core"))]
fn decompress(guest: &gg_guests::Guest) -> Result<Vec<u8>, LoadError> {
    Err(LoadError(format!("the {} guest is compressed and this build has no zstd (feature `core`)", guest.name)))
}

impl LoadedGuest {
    /// Loads the precompiled guest `name` from this build's artifacts.
    pub fn load(name: &str) -> Result<LoadedGuest, LoadError> {
        let guest = gg_guests::guest(name)
            .ok_or_else(|| LoadError(format!("this build carries no `{name}` guest: run `cargo xtask artifacts`")))?;
        let engine = engine();
        let guests = cache_dir().join("guests");
        // The Python guest is compiled from gg's own snapshot of it, made
        // with its stdlib preopened ([`pywasm::wizen`]).
        #[cfg(feature = "python")]
        let stdlib = if name == "python" { Some(pywasm::stdlib(&guests).map_err(LoadError)?) } else { None };
        #[cfg(feature = "python")]
        let make = |wasm: &[u8]| pywasm::wizen(engine, wasm, stdlib.as_deref().unwrap_or(Path::new("")));
        #[cfg(feature = "python")]
        let derive = match stdlib {
            Some(_) => Derive::Made { tag: pywasm::snapshot_tag().map_err(LoadError)?, make: &make },
            None => Derive::AsEmbedded,
        };
        #[cfg(not(feature = "python"))]
        let derive = Derive::AsEmbedded;
        let path = materialise(engine, guest, &guests, &derive)?;
        #[cfg(feature = "core")]
        if guest.core_module {
            // SAFETY: as for a component below: bytes this engine compiled,
            // whose header and configuration wasmtime checks.
            #[allow(unsafe_code, reason = "loading a precompiled module is unsafe in wasmtime's API")]
            let module = unsafe { wasmtime::Module::deserialize_file(engine, &path) }.map_err(|e| {
                LoadError(format!("cannot load the precompiled {name} guest {}: {e:?}", path.display()))
            })?;
            let (pre, kind) = match name {
                #[cfg(feature = "python")]
                "python" => {
                    let stdlib = stdlib
                        .clone()
                        .map(std::sync::Arc::new)
                        .ok_or_else(|| LoadError("the python guest's stdlib was not written to the cache".into()))?;
                    (pywasm::link(engine, &module).map_err(LoadError)?, CoreKind::Python(stdlib))
                }
                #[cfg(feature = "ruby")]
                "ruby" => (rbwasm::link(engine, &module, name).map_err(LoadError)?, CoreKind::Ruby),
                _ => return Err(LoadError(format!("no core-module guest is named `{name}`"))),
            };
            return Ok(LoadedGuest { pre: Pre::Core(pre, kind), finish_ends: true });
        }
        // SAFETY: the file is one gg wrote from what this engine's
        // configuration compiled; wasmtime checks the header and the
        // configuration before using it.
        #[allow(unsafe_code, reason = "loading a precompiled component is unsafe in wasmtime's API")]
        let component = unsafe { Component::deserialize_file(engine, &path) }
            .map_err(|e| LoadError(format!("cannot load the precompiled {name} guest {}: {e:?}", path.display())))?;
        let mut linker: Linker<TurnState> = Linker::new(engine);
        wasmtime_wasi::p2::add_to_linker_sync(&mut linker).map_err(|e| LoadError(format!("linking WASI: {e:?}")))?;
        Sandbox::add_to_linker::<_, HasSelf<_>>(&mut linker, |s| s)
            .map_err(|e| LoadError(format!("linking gg:agent: {e:?}")))?;
        let pre = linker
            .instantiate_pre(&component)
            .map_err(|e| LoadError(format!("the {name} guest does not link: {e:?}")))?;
        let pre = SandboxPre::new(pre).map_err(|e| LoadError(format!("the {name} guest's exports: {e:?}")))?;
        Ok(LoadedGuest { pre: Pre::Sandbox(pre), finish_ends: true })
    }

    /// A guest whose SDK ends the program itself after a recorded
    /// `session.finish` (the Ruby guest raises `SystemExit`, as `exit`
    /// does, keeping its last partial line of output), so the host does not
    /// trap it.
    pub fn finishing_itself(mut self) -> LoadedGuest {
        self.finish_ends = false;
        self
    }

    #[cfg(feature = "java")]
    /// Compiles a JVM-world component (a Java program's own) and links it.
    /// Its WASI has one argument (`program`, TeaVM's runtime reads argv) and
    /// nothing else.
    /// `cwasm` is where the compiled component is kept: a program compiled
    /// once is mapped from there on every later turn.
    pub fn compile_jvm(bytes: Option<&[u8]>, cwasm: &Path) -> Result<LoadedGuest, LoadError> {
        let engine = engine();
        if let Some(bytes) = bytes {
            let compiled = engine
                .precompile_component(bytes)
                .map_err(|e| LoadError(format!("compiling the program's component: {e:?}")))?;
            write_once(cwasm, &compiled).map_err(LoadError)?;
        }
        // SAFETY: the file is one gg wrote from a component this engine
        // precompiled; wasmtime checks its header and configuration.
        #[allow(unsafe_code, reason = "loading a precompiled component is unsafe in wasmtime's API")]
        let component = unsafe { Component::deserialize_file(engine, cwasm) }
            .map_err(|e| LoadError(format!("loading the program's compiled component: {e:?}")))?;
        // One linker for every program: WASI and gg's imports, defined once.
        static LINKER: OnceLock<Result<Linker<TurnState>, String>> = OnceLock::new();
        let linker = LINKER.get_or_init(|| {
            let mut linker: Linker<TurnState> = Linker::new(engine);
            wasmtime_wasi::p2::add_to_linker_sync(&mut linker).map_err(|e| format!("linking WASI: {e:?}"))?;
            gg_membrane::jvm::Jvm::add_to_linker::<_, HasSelf<_>>(&mut linker, |s| s)
                .map_err(|e| format!("linking gg:agent: {e:?}"))?;
            Ok(linker)
        });
        let linker = linker.as_ref().map_err(|e| LoadError(e.clone()))?;
        let pre = linker
            .instantiate_pre(&component)
            .map_err(|e| LoadError(format!("the program's component does not link: {e:?}")))?;
        let pre = gg_membrane::jvm::JvmPre::new(pre)
            .map_err(|e| LoadError(format!("the program's component's exports: {e:?}")))?;
        Ok(LoadedGuest { pre: Pre::Jvm(pre), finish_ends: true })
    }

    /// A program compiled to its own component (the `jvm` world).
    fn is_jvm(&self) -> bool {
        match self.pre {
            Pre::Sandbox(_) => false,
            #[cfg(feature = "java")]
            Pre::Jvm(_) => true,
            #[cfg(feature = "core")]
            Pre::Core(..) => false,
        }
    }

    /// A core-module guest (CRuby).
    fn is_core(&self) -> bool {
        #[cfg(feature = "core")]
        if let Pre::Core(..) = self.pre {
            return true;
        }
        false
    }

    /// Runs one program: in a fresh instance, or, for a keep-state
    /// session (`kept` given), in the session's kept instance (made on its
    /// first program). A kept instance survives a program that ends on its
    /// own, error or not; one that trapped (stopped, a limit, a crash) is
    /// dropped, and [`RawRun::kept_lost`] says so.
    pub fn run(
        &self,
        program: &Program,
        caps: Capabilities,
        limits: &Limits,
        mut kept: Option<&mut Option<Kept>>,
    ) -> RawRun {
        let flood = FloodGuard::new(limits.output_flood_bytes);
        let tap = |stream| caps.tap.clone().map(|t| (t, stream));
        let stdout = flood.stream(limits.stdout_bytes, tap(Stream::Stdout));
        let stderr = flood.stream(limits.stderr_bytes, tap(Stream::Stderr));
        let started = Instant::now();
        let keeping = kept.is_some() && !self.is_jvm();
        let reused = if keeping { kept.as_deref_mut().and_then(Option::take) } else { None };
        #[cfg_attr(not(feature = "core"), allow(unused_mut, unused_variables))]
        let mut core_instance: Option<wasmtime::Instance> = None;
        let (mut store, instance, relays, permit) = match reused {
            Some(k) => {
                k.stdout.point(stdout.clone());
                k.stderr.point(stderr.clone());
                let mut store = k.store;
                store.data_mut().renew(limits, caps);
                #[cfg_attr(not(feature = "core"), allow(unused_variables))]
                let slot = store.data().tape_slot.clone();
                let instance = match k.instance {
                    KeptInstance::Component(instance) => Some(Ok(instance)),
                    #[cfg(feature = "core")]
                    KeptInstance::Core(instance) => {
                        // The next program is the kept instance's new stdin;
                        // its output goes on through the kept relays.
                        let Pre::Core(_, kind) = &self.pre else { unreachable!("a core instance has a core guest") };
                        match kind.wasi(program, &k.stdout, &k.stderr, &slot) {
                            Ok(p1) => store.data_mut().p1 = Some(p1),
                            Err(e) => return RawRun::unstarted(Stopped::Crashed(e), started.elapsed()),
                        }
                        core_instance = Some(instance);
                        None
                    }
                };
                (store, instance, (k.stdout, k.stderr), k.permit)
            }
            None => {
                let Some(permit) = slots::claim(limits.deadline) else {
                    return RawRun::unstarted(
                        Stopped::Crashed(format!(
                            "all {POOL_INSTANCES} of the runtime's instance slots stayed in use for the turn's {:?} deadline",
                            limits.deadline
                        )),
                        started.elapsed(),
                    );
                };
                let mut wasi = WasiCtxBuilder::new();
                let relays = (capture::Relay::to(stdout.clone()), capture::Relay::to(stderr.clone()));
                wasi.stdout(relays.0.clone()).stderr(relays.1.clone());
                let slot = tape::TapeSlot::default();
                slot.set(caps.tape.clone());
                if self.is_jvm() {
                    wasi.args(&["program"]);
                }
                #[cfg(feature = "core")]
                let p1 = match &self.pre {
                    Pre::Core(_, kind) => match kind.wasi(program, &relays.0, &relays.1, &slot) {
                        Ok(p1) => Some(p1),
                        Err(e) => return RawRun::unstarted(Stopped::Crashed(e), started.elapsed()),
                    },
                    _ => None,
                };
                #[cfg(feature = "core")]
                let mut wasi = if p1.is_some() { WasiCtxBuilder::new() } else { wasi };
                // A durable program's clocks and random sources read through
                // its tape; others read the system's directly. (A core
                // guest's preview 1 context has them from `CoreKind::wasi`.)
                if slot.durable() && !self.is_core() {
                    tape::install(&mut wasi, &slot);
                }
                let mut state = TurnState::new(wasi.build(), limits, caps);
                state.tape_slot = slot;
                #[cfg(feature = "core")]
                {
                    state.p1 = p1;
                }
                state.finish_ends = self.finish_ends;
                let mut store = Store::new(engine(), state);
                store.limiter(|s| &mut s.limiter);
                store.epoch_deadline_callback(|mut ctx| {
                    let s = ctx.data_mut();
                    if let Some(reason) = s.caps.interrupt.reason() {
                        s.stopped = Some(reason);
                        return Err(Trap::Interrupt.into());
                    }
                    let guest_time = s.run_started.elapsed().saturating_sub(s.host_time);
                    if guest_time >= s.deadline {
                        s.deadline_hit = true;
                        return Err(Trap::Interrupt.into());
                    }
                    if s.host_time_hit {
                        return Err(Trap::Interrupt.into());
                    }
                    Ok(UpdateDeadline::Continue(1))
                });
                // The instance is made inside the timed run for a JVM
                // program: TeaVM initialises its heap in the module's start
                // function.
                let instance = match &self.pre {
                    Pre::Sandbox(pre) => Some(pre.instantiate(&mut store)),
                    #[cfg(feature = "java")]
                    Pre::Jvm(_) => None,
                    #[cfg(feature = "core")]
                    Pre::Core(..) => None,
                };
                (store, instance, relays, permit)
            }
        };
        store.set_epoch_deadline(1);
        let instantiate = started.elapsed();
        let run_started = Instant::now();
        store.data_mut().run_started = run_started;
        store.data_mut().host_time = Duration::ZERO;
        let (result, instance) = match (instance, &self.pre) {
            (Some(Ok(instance)), _) => {
                (instance.gg_agent_guest().call_run(&mut store, program), Some(KeptInstance::Component(instance)))
            }
            (Some(Err(e)), _) => (Err(e), None),
            #[cfg(feature = "java")]
            (None, Pre::Jvm(pre)) => (
                pre.instantiate(&mut store).and_then(|i| i.call_run(&mut store)).map(|()| Report {
                    end: RunEnd::Completed(None),
                    stdout_tail: String::new(),
                    stderr_tail: String::new(),
                    module_failures: Vec::new(),
                }),
                None,
            ),
            #[cfg(feature = "core")]
            (None, Pre::Core(pre, kind)) => {
                let (result, instance) = match kind {
                    #[cfg(feature = "ruby")]
                    CoreKind::Ruby => rbwasm::run(pre, &mut store, program, core_instance.take()),
                    #[cfg(feature = "python")]
                    CoreKind::Python(_) => pywasm::run(pre, &mut store, core_instance.take()),
                };
                (result, instance.map(KeptInstance::Core))
            }
            (None, Pre::Sandbox(_)) => unreachable!("a sandbox guest is instantiated above"),
        };
        // What a kept instance becomes: kept again after a run that ended on
        // its own (a trap leaves an instance that cannot be entered again).
        let keep_again = match (keeping && result.is_ok(), instance) {
            (true, Some(instance)) => Some((instance, relays.0, relays.1)),
            _ => None,
        };
        let kept_lost = keeping && keep_again.is_none();
        let jvm = self.is_jvm();
        let core = self.is_core();
        let run = run_started.elapsed();
        let mut module_failures = Vec::new();
        let state = store.data();
        let host_time_spent = || {
            Stopped::Limit(
                LimitKind::HostTime,
                format!("the program's calls used more than {:?} of host time", limits.host_time),
            )
        };
        let end = match result {
            Ok(Report { end, stdout_tail, stderr_tail, module_failures: failures }) => {
                stdout.append(stdout_tail.as_bytes());
                stderr.append(stderr_tail.as_bytes());
                module_failures = failures;
                // A program that ended before the tick that would have
                // stopped it still spent the host's time: the band says so.
                if state.host_time_hit && !state.finished_early { Err(host_time_spent()) } else { Ok(end) }
            }
            // A recorded `session.finish` ended the program: it completed.
            Err(_) if state.finished_early => Ok(RunEnd::Completed(None)),
            Err(e) => Err(if let Some(reason) = state.stopped {
                match reason {
                    StopReason::Stopped => Stopped::Limit(LimitKind::Stopped, "the program was stopped".into()),
                    StopReason::Lifetime => {
                        Stopped::Limit(LimitKind::Lifetime, "the program outlived its lifetime and was ended".into())
                    }
                    StopReason::Diverged => Stopped::Limit(
                        LimitKind::Diverged,
                        format!(
                            "the program, replayed after gg restarted, diverged from its journal at {}",
                            state.journal_end.clone().unwrap_or_default()
                        ),
                    ),
                    StopReason::Journal => Stopped::Limit(
                        LimitKind::Journal,
                        format!(
                            "the program could no longer be journaled: {}",
                            state.journal_end.clone().unwrap_or_default()
                        ),
                    ),
                }
            } else if state.deadline_hit {
                Stopped::Limit(LimitKind::Deadline, format!("the program ran past its {:?} deadline", limits.deadline))
            } else if state.host_time_hit {
                host_time_spent()
            } else if let Some(start) = state.limiter.start_needs {
                // The caller's cap, not the program: say what the arm needs.
                Stopped::Limit(
                    LimitKind::Memory,
                    format!(
                        "the memory cap of {} MiB is below the {} MiB this language's runtime starts with; \
                         no program ran",
                        limits.memory_bytes >> 20,
                        start.div_ceil(1 << 20)
                    ),
                )
            } else if state.limiter.hit {
                Stopped::Limit(
                    LimitKind::Memory,
                    format!("the program reached its memory cap of {} MiB", limits.memory_bytes >> 20),
                )
            } else if flood.hit() {
                Stopped::Limit(
                    LimitKind::Output,
                    format!("the program wrote more than {} bytes of output", limits.output_flood_bytes),
                )
            } else if e.downcast_ref::<Trap>() == Some(&Trap::StackOverflow) {
                Stopped::Limit(LimitKind::Stack, "the program overflowed the wasm stack".into())
            } else if let Some(exit) = e.downcast_ref::<wasmtime_wasi::I32Exit>().filter(|_| core) {
                // The guest ended its process itself (CRuby's `exit!`).
                Stopped::Trapped(Trapped {
                    kind: TrapKind::Exit(exit.0),
                    description: format!("the guest exited with status {}", exit.0),
                    frames: Vec::new(),
                })
            } else if let Some(trapped) = core_trap(core, &e) {
                trapped
            } else if let Some(trapped) = engine_abort(&e) {
                trapped
            } else if jvm {
                // A compiled program traps for its own reasons (an uncaught
                // exception ends in `unreachable`, an integer division by zero
                // is the engine's): the arm reads the trap and stderr.
                let frames = e
                    .downcast_ref::<wasmtime::WasmBacktrace>()
                    .map(|bt| bt.frames().iter().filter_map(|f| f.func_name().map(str::to_string)).collect())
                    .unwrap_or_default();
                let trap = e.downcast_ref::<Trap>().copied();
                let kind = match trap {
                    Some(Trap::IntegerDivisionByZero) => TrapKind::DivisionByZero,
                    _ => TrapKind::Other,
                };
                let description = trap.map(|t| t.to_string()).unwrap_or_else(|| "an unknown trap".into());
                Stopped::Trapped(Trapped { kind, description, frames })
            } else {
                Stopped::Crashed(format!("{e:?}"))
            }),
        };
        let host_time = state.host_time;
        let (texts, finished) = state.caps.session.said();
        let views = state.caps.views.opened();
        let calls = std::mem::take(&mut store.data_mut().calls);
        let calls_unrecorded = store.data().calls_unrecorded;
        let bound = std::mem::take(&mut store.data_mut().caps.bound);
        match (keep_again, kept) {
            (Some((instance, stdout, stderr)), Some(slot)) => {
                *slot = Some(Kept { store, instance, stdout, stderr, permit });
            }
            // Dropping the store returns its slot to the pool, resetting its
            // memory (a memset of the resident part): that happens off the
            // turn's path, on the reaper thread.
            _ => reap(Reaped { store, permit }),
        }
        RawRun {
            end,
            stdout: stdout.take(),
            stderr: stderr.take(),
            views,
            calls,
            calls_unrecorded,
            texts,
            finished,
            module_failures,
            bound,
            instantiate,
            run,
            host_time,
            kept_lost,
        }
    }
}

/// A keep-state session's instance, kept between its programs: the store
/// (its memory holds what the programs' top levels declared), the guest's
/// instance in it, and the relays its stdout and stderr write through.
pub struct Kept {
    store: Store<TurnState>,
    instance: KeptInstance,
    stdout: capture::Relay,
    stderr: capture::Relay,
    /// Declared after `store`, so it is released after the store's slot is
    /// back in the pool.
    permit: slots::Permit,
}

/// The guest instance a keep-state session goes on in.
enum KeptInstance {
    /// A component guest's (JavaScript, Opal).
    Component(Sandbox),
    /// The CRuby core module's: its VM holds the session's binding.
    #[cfg(feature = "core")]
    Core(wasmtime::Instance),
}

/// A finished turn's store and its claim on a slot, dropped in that order.
#[allow(dead_code, reason = "the fields are held only to be dropped, in this order")]
struct Reaped {
    store: Store<TurnState>,
    permit: slots::Permit,
}

/// Claims on the pool's [`POOL_INSTANCES`] instance slots. A turn claims one
/// before it makes its store and releases it once the store is dropped (a
/// kept instance keeps its claim between programs), so no more stores ask
/// the pool for instances than it has: a turn past that many waits for a
/// slot, up to its deadline, where the pool would have refused it.
mod slots {
    use super::POOL_INSTANCES;
    use std::sync::{Condvar, Mutex, PoisonError};
    use std::time::{Duration, Instant};

    static FREE: Mutex<u32> = Mutex::new(POOL_INSTANCES);
    static FREED: Condvar = Condvar::new();

    /// One slot claimed; released when dropped.
    pub struct Permit(());

    /// Claims a slot, waiting up to `wait` for one to be released.
    pub fn claim(wait: Duration) -> Option<Permit> {
        let until = Instant::now().checked_add(wait);
        let mut free = FREE.lock().unwrap_or_else(PoisonError::into_inner);
        while *free == 0 {
            let left = match until {
                Some(until) => until.checked_duration_since(Instant::now()).filter(|d| !d.is_zero())?,
                None => Duration::from_secs(3600),
            };
            free = FREED.wait_timeout(free, left).unwrap_or_else(PoisonError::into_inner).0;
        }
        *free -= 1;
        Some(Permit(()))
    }

    impl Drop for Permit {
        fn drop(&mut self) {
            *FREE.lock().unwrap_or_else(PoisonError::into_inner) += 1;
            FREED.notify_one();
        }
    }
}

/// Stores waiting for the reaper; past this many a turn drops its own.
const REAP_QUEUE: usize = 8;

/// Drops a finished turn's store on the reaper thread, so the caller does
/// not wait for its pool slot's memory to be reset. The queue is short and
/// a full queue means the store is dropped right here: at most
/// [`REAP_QUEUE`] slots of the pool's [`POOL_INSTANCES`] are ever waiting.
/// `GG_NO_REAPER` drops inline instead, to measure what the reaper saves
/// (`cargo xtask bench` on an idle 2-core VM: JS whole turn 0.61 ms p50 with
/// it, 1.3 ms without, when a reset copied back the whole memory; since the
/// reset copies back only written pages, 139 µs with it, 144 µs without).
fn reap(store: Reaped) {
    if std::env::var_os("GG_NO_REAPER").is_some() {
        drop(store);
        return;
    }
    static REAPER: OnceLock<Option<std::sync::mpsc::SyncSender<Reaped>>> = OnceLock::new();
    let sender = REAPER.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::sync_channel::<Reaped>(REAP_QUEUE);
        std::thread::Builder::new().name("gg-reaper".into()).spawn(move || rx.into_iter().for_each(drop)).ok()?;
        Some(tx)
    });
    if let Some(tx) = sender {
        if let Err(e) = tx.try_send(store) {
            drop(e);
        }
    } else {
        drop(store);
    }
}

/// What a run produced, before an arm maps it to an outcome.
pub struct RawRun {
    pub end: Result<RunEnd, Stopped>,
    pub stdout: (Vec<u8>, u64),
    pub stderr: (Vec<u8>, u64),
    pub calls: Vec<CallRecord>,
    /// Calls refused past the limit and not recorded.
    pub calls_unrecorded: u64,
    pub views: Vec<views::View>,
    pub texts: Vec<String>,
    pub finished: Option<String>,
    /// Code modules whose bodies raised when the program required `lib`.
    pub module_failures: Vec<gg_membrane::api::guest::ModuleFailure>,
    /// Code modules the turn bound.
    pub bound: Vec<gg_capabilities::code_modules::BoundModule>,
    pub instantiate: Duration,
    pub run: Duration,
    pub host_time: Duration,
    /// A keep-state run left no kept instance (it trapped, or its instance
    /// could not be made): what the session's programs declared is gone.
    pub kept_lost: bool,
}

impl RawRun {
    /// A run that ended before its program started.
    fn unstarted(stopped: Stopped, instantiate: Duration) -> RawRun {
        RawRun {
            end: Err(stopped),
            stdout: (Vec::new(), 0),
            stderr: (Vec::new(), 0),
            calls: Vec::new(),
            calls_unrecorded: 0,
            views: Vec::new(),
            texts: Vec::new(),
            finished: None,
            module_failures: Vec::new(),
            bound: Vec::new(),
            instantiate,
            run: Duration::ZERO,
            host_time: Duration::ZERO,
            kept_lost: false,
        }
    }
}

/// Why a run stopped without the guest's report.
pub enum Stopped {
    Limit(LimitKind, String),
    /// The guest trapped for a reason that is not a limit: gg's defect.
    Crashed(String),
    /// A compiled program trapped (a JVM arm).
    Trapped(Trapped),
}

/// A compiled program's trap, in gg's own terms: arms never see wasmtime's.
#[derive(Debug, Clone)]
#[cfg_attr(not(feature = "java"), allow(dead_code, reason = "only a compiled program traps for its own reasons"))]
pub struct Trapped {
    pub kind: TrapKind,
    /// The engine's words for it (`wasm trap: integer divide by zero`).
    pub description: String,
    /// The wasm functions on the stack, innermost first.
    pub frames: Vec<String>,
}

/// What a compiled program's trap means to its arm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrapKind {
    /// An integer division by zero, which the engine traps on.
    DivisionByZero,
    /// Anything else (an uncaught exception ends in `unreachable`).
    Other,
    /// The guest exited through WASI with this status (CRuby's `exit!`).
    #[cfg_attr(not(feature = "core"), allow(dead_code, reason = "only the core-module guest exits through WASI"))]
    Exit(i32),
}
