//! The Java arm: javac and TeaVM 0.13.1's WASI backend, in a
//! warm JVM ([`pool`]), turn the model's program, written under the name
//! of the class it is launched from ([`shape`]: `Main.java` for `public
//! class Main`), plus gg's `GgEntry.java`, which calls that class's `main`,
//! into a WASI preview1 core module; [`encode`] makes it a
//! component of the `jvm` world; the engine compiles and runs it fresh.
//!
//! There is no guest component: TeaVM emits per program only the classlib
//! its call graph reached. An uncaught exception is printed by gg's vendored
//! `ExceptionHandling` (`Exception in thread "main" Class: message` and
//! `\tat Program.main(Program.java:8)` lines) before the module traps;
//! [`finish`] reads that back into a located run-time error. Running out of
//! TeaVM's heap reads the same way (`java.lang.OutOfMemoryError` at the
//! program's line), and so does `System.exit(n)`, whose report is gg's
//! (`gg: exit status N` and the frames) and is taken out of the stderr the
//! model reads: status 0 completes, another is the `exit` end at the call.
//! The program's integer `/` and `%` throw a located `ArithmeticException`
//! (gg's `JdkFidelity`); a division by zero left to the engine (in the
//! classlib) is its trap, reported unlocated. Runaway recursion in the
//! program's classes is a `StackOverflowError` at the recursing method's line
//! (gg's `StackGuard`); [`clean_stderr`] keeps the JDK's 1024 frames of it.
//!
//! The SDK reaches the host through the `wire` import (`GgEntry` installs
//! `gg.internal.WasmWire`); code modules are class bodies compiled into
//! `package lib` ([`wrap_module`]) and put on the program's classpath. A
//! turn with host tools also has `gg.tools.AgentTools` on it, and a class
//! per tool group (an MCP server's tools: `gg.tools.Weather`): one typed
//! method per tool, a record for a result with an output schema
//! ([`agent_tools`]), compiled once per catalogue. The instructions and the
//! tools' `docs` entries show the same declarations
//! ([`agent_tools::declarations`]).

pub mod agent_tools;
pub mod daemon;
pub mod daemon_server;
pub mod pool;
pub mod shape;

use super::{Arm, ArmInfo, Ended, Finish, Ready, Request};
use crate::instructions::Idioms;
use gg_capabilities::Catalogue;
use gg_capabilities::code_modules::BoundModule;
use gg_core::outcome::{Diagnostic, End, Frame, MAX_DIAGNOSTICS, MAX_FRAMES, ModuleError, RuntimeError};
use gg_membrane::api::guest::Program;
use gg_membrane::api::tools::ToolInfo;
use gg_sandbox::{LoadError, LoadedGuest, TrapKind, Trapped};
use pool::JvmPool;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

/// The Java arm's facts.
pub static INFO: ArmInfo = ArmInfo {
    name: "java",
    names: &["java"],
    extension: "java",
    default_file_name: "Program.java",
    language: "java",
    keeps_state: false,
    start: JavaArm::start,
};

/// The started arm: the warm JVMs, started on first use.
struct JavaArm {
    jvm: OnceLock<Result<JvmPool, String>>,
    /// Programs' components loaded and linked, by the digest their compiled
    /// form is cached under on disk: a repeated program skips loading it.
    loaded: std::sync::Mutex<std::collections::HashMap<String, LoadedGuest>>,
}

/// Loaded programs kept in memory (each maps its compiled component).
const LOADED_KEPT: usize = 32;

impl JavaArm {
    fn start() -> Result<Box<dyn Arm>, LoadError> {
        Ok(Box::new(JavaArm { jvm: OnceLock::new(), loaded: Default::default() }))
    }

    /// The warm JVMs (`GG_JAVA_POOL`, default [`pool::default_size`]).
    fn jvm(&self) -> Result<&JvmPool, String> {
        super::toolchain::started(&self.jvm, "GG_JAVA_POOL", pool::default_size(), JvmPool::new)
    }

    /// Compiles a Java program into its own component, or the refusal. The
    /// component is kept by the digest of the program and its classpath (the
    /// tools' and the modules' class directories, named by their digests), so
    /// a repeated program skips javac and TeaVM. `shape` is `source` as
    /// javac is given it ([`shape::shape`]).
    #[allow(clippy::result_large_err, reason = "a refusal becomes the outcome as it is")]
    fn prepare_java(
        &self,
        source: &str,
        shape: &shape::Shape,
        modules: &[BoundModule],
        tools: &[ToolInfo],
        module_errors: &mut Vec<ModuleError>,
    ) -> Result<LoadedGuest, End> {
        use sha2::Digest;
        let toolchain = |message: String| End::ToolchainFailure { message };
        let mut module_dirs = Vec::new();
        if !tools.is_empty() {
            module_dirs.push(self.compile_agent_tools(tools).map_err(toolchain)?);
        }
        for m in modules {
            match self.compile_java_module(m) {
                Ok(dir) => module_dirs.push(dir),
                Err(Ok(error)) => module_errors.push(error),
                Err(Err(message)) => return Err(toolchain(message)),
            }
        }
        let mut digest = sha2::Sha256::new();
        for dir in &module_dirs {
            digest.update(dir.display().to_string());
        }
        let entry = gg_entry(shape);
        let digest = digest
            .chain_update(&shape.file)
            .chain_update([0])
            .chain_update(&shape.source)
            .chain_update([0])
            .chain_update(&entry)
            .chain_update(toolchain_digest())
            .chain_update(ENCODING)
            .finalize();
        let hex: String = digest.iter().take(16).map(|b| format!("{b:02x}")).collect();
        let work = gg_core::cache::cache_dir().join("java").join("work");
        let cached = work.join(format!("{hex}-{}.cwasm", gg_sandbox::engine_tag()));
        let kept = self.loaded.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get(&hex).cloned();
        if let Some(guest) = kept {
            return Ok(guest);
        }
        let component = match cached.is_file() {
            true => None,
            false => {
                let pool = self.jvm().map_err(toolchain)?;
                static BUILDS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
                let n = BUILDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let dir = work.join(format!("{hex}-{}-{n}", std::process::id()));
                let written = std::fs::create_dir_all(&dir)
                    .and_then(|()| std::fs::write(dir.join(&shape.file), &shape.source))
                    .and_then(|()| std::fs::write(dir.join("GgEntry.java"), &entry));
                written.map_err(|e| toolchain(format!("the Java compile workspace {}: {e}", dir.display())))?;
                let answer = pool.build_with(&dir, &shape.file, &module_dirs);
                let result = answer.map_err(toolchain).and_then(|a| {
                    if a.ok {
                        let wasm = a.wasm.unwrap_or_default();
                        let core =
                            std::fs::read(&wasm).map_err(|e| toolchain(format!("TeaVM's module {wasm}: {e}")))?;
                        encode(&core).map_err(toolchain)
                    } else {
                        match a.band.as_deref() {
                            Some(band @ ("syntax" | "compile")) => {
                                let total = a.total.unwrap_or(a.diagnostics.len());
                                let mut diagnostics = a.diagnostics;
                                for d in diagnostics.iter_mut().filter(|d| d.line == 1 && d.file == shape.file) {
                                    d.column = d.column.saturating_sub(shape.line_one_shift).max(1);
                                }
                                Err(refusal(band, &diagnostics, total, source, &shape.file))
                            }
                            _ => Err(toolchain(format!(
                                "the Java toolchain failed: {}",
                                a.message.unwrap_or_else(|| format!("{:?}", a.diagnostics))
                            ))),
                        }
                    }
                });
                let _ = std::fs::remove_dir_all(&dir);
                Some(result?)
            }
        };
        let guest = LoadedGuest::compile_jvm(component.as_deref(), &cached).map_err(|e| toolchain(e.0))?;
        let mut kept = self.loaded.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if kept.len() >= LOADED_KEPT {
            kept.clear();
        }
        kept.insert(hex, guest.clone());
        Ok(guest)
    }

    /// Compiles `gg.tools.AgentTools` and the tool groups' classes for
    /// `tools` (one javac run, javac alone) into
    /// `<cache>/java/tools/<digest>/classes`, once per digest of their sources
    /// and the toolchain; the directory goes on the program's classpath. It is
    /// built beside its place and renamed into it, so a concurrent turn never
    /// reads half of it. `Err` is gg's own failure: the classes compile for
    /// every catalogue the registry accepts.
    fn compile_agent_tools(&self, tools: &[ToolInfo]) -> Result<PathBuf, String> {
        use sha2::Digest;
        let sources = agent_tools::sources(tools);
        let mut digest = sha2::Sha256::new();
        for (file, text) in &sources {
            digest.update(file);
            digest.update([0]);
            digest.update(text);
            digest.update([0]);
        }
        let digest = digest.chain_update(toolchain_digest()).finalize();
        let hex: String = digest.iter().take(16).map(|b| format!("{b:02x}")).collect();
        let root = gg_core::cache::cache_dir().join("java").join("tools");
        let dir = root.join(&hex);
        let class = |dir: &std::path::Path| dir.join("classes/gg/tools/AgentTools.class").is_file();
        if class(&dir) {
            return Ok(dir.join("classes"));
        }
        static BUILDS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = BUILDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let work = root.join(format!(".{hex}-{}-{n}", std::process::id()));
        let written = std::fs::create_dir_all(work.join("gg/tools"))
            .and_then(|()| sources.iter().try_for_each(|(file, text)| std::fs::write(work.join(file), text)));
        written.map_err(|e| format!("the typed tool methods' workspace {}: {e}", work.display()))?;
        let files: Vec<&str> = sources.iter().map(|(file, _)| file.as_str()).collect();
        let answer = self.jvm().and_then(|pool| pool.compile_together(&work, &files));
        let placed = match answer {
            Ok(a) if a.ok => match std::fs::rename(&work, &dir) {
                Ok(()) => Ok(()),
                // Another turn placed the same classes first.
                Err(_) if class(&dir) => Ok(()),
                Err(e) => Err(format!("placing the typed tool methods at {}: {e}", dir.display())),
            },
            Ok(a) => {
                let why = match a.diagnostics.first() {
                    Some(d) => {
                        let text = sources.iter().find(|(file, _)| d.file.ends_with(file.as_str())).map(|(_, t)| t);
                        let line = text.and_then(|t| t.lines().nth(d.line.saturating_sub(1) as usize));
                        format!(
                            "{}:{}:{}: {} (at `{}`; {} diagnostics)",
                            d.file,
                            d.line,
                            d.column,
                            d.message,
                            line.unwrap_or("").trim(),
                            a.total.unwrap_or(a.diagnostics.len())
                        )
                    }
                    None => a.message.unwrap_or_else(|| "no diagnostic".into()),
                };
                Err(format!(
                    "gg's typed tool methods (gg.tools.AgentTools and the tool groups' classes) did not compile, which is gg's defect: {why}"
                ))
            }
            Err(e) => Err(e),
        };
        let _ = std::fs::remove_dir_all(&work);
        placed.map(|()| dir.join("classes"))
    }

    /// Compiles one Java code module (javac alone) into a directory named by
    /// its digest, once; later programs put that directory on their
    /// classpath. `Err(Ok)` is the module's own failure (reported on the
    /// module channel), `Err(Err)` gg's.
    #[allow(clippy::result_large_err, reason = "a module's failure is reported as it is")]
    fn compile_java_module(&self, m: &BoundModule) -> Result<PathBuf, Result<ModuleError, String>> {
        use sha2::Digest;
        let key = java_key(&m.key);
        let file = format!("lib/{key}.java");
        let failure = |class: &str, message: String, location| {
            Err(Ok(ModuleError { key: key.clone(), class: class.into(), message, location }))
        };
        let (wrapped, header) = match wrap_module(&key, &m.source) {
            Ok(w) => w,
            Err(message) => return failure("compile-error", message, None),
        };
        let digest = sha2::Sha256::new().chain_update(&wrapped).chain_update(toolchain_digest()).finalize();
        let hex: String = digest.iter().take(16).map(|b| format!("{b:02x}")).collect();
        let dir = gg_core::cache::cache_dir().join("java").join("modules").join(format!("{key}-{hex}"));
        if dir.join("classes/lib").join(format!("{key}.class")).is_file() {
            return Ok(dir.join("classes"));
        }
        let written = std::fs::create_dir_all(dir.join("lib")).and_then(|()| std::fs::write(dir.join(&file), &wrapped));
        written.map_err(|e| Err(format!("the module workspace {}: {e}", dir.display())))?;
        let answer = self.jvm().map_err(Err)?.compile_module(&dir, &key).map_err(Err)?;
        if answer.ok {
            return Ok(dir.join("classes"));
        }
        let _ = std::fs::remove_dir_all(&dir);
        let (class, message, location) = match answer.diagnostics.first() {
            Some(d) => {
                // Line 1 also carries the wrapper's header.
                let column = if d.line == 1 { d.column.saturating_sub(header) } else { d.column };
                let location = (d.line > 0).then(|| gg_core::locate::locate(&m.source, &file, d.line, column.max(1)));
                let band = if answer.band.as_deref() == Some("syntax") { "syntax-error" } else { "compile-error" };
                (band, d.message.clone(), location)
            }
            None => ("compile-error", answer.message.unwrap_or_else(|| "the module did not compile".into()), None),
        };
        failure(class, message, location)
    }
}

impl Arm for JavaArm {
    fn info(&self) -> &'static ArmInfo {
        &INFO
    }

    fn catalogue(&self) -> Result<&'static Catalogue, String> {
        static CATALOGUE: OnceLock<Result<Catalogue, String>> = OnceLock::new();
        // The Java arm has no guest: its catalogue rides with its toolchain.
        super::catalogue_once(&CATALOGUE, &format!("the {} arm", INFO.name), INFO.language, || {
            gg_guests::java()
                .map(|j| j.catalogue)
                .map_err(|why| format!("this gg was built without the Java arm: {why}"))
        })
    }

    fn toolchain_state(&self) -> Option<crate::toolchain::PoolState> {
        self.jvm.get()?.as_ref().ok().map(|pool| pool.state())
    }

    fn warm(&self) -> Result<(), String> {
        self.jvm()?.warm()
    }

    fn check(&self, request: Request<'_>) -> Option<End> {
        self.prepare_java(request.source, &shape::shape(request.source), &[], request.tools, &mut Vec::new()).err()
    }

    fn prepare(&self, request: Request<'_>, module_errors: &mut Vec<ModuleError>) -> Result<Ready, End> {
        let Request { source, file: turn_file, modules, tools, kept: _ } = request;
        let shape = shape::shape(source);
        let guest = self.prepare_java(source, &shape, &modules, tools, module_errors)?;
        let file = shape.file;
        Ok(Ready {
            guest: Arc::new(guest),
            program: Program {
                source: String::new(),
                file_name: turn_file.to_string(),
                imports: Vec::new(),
                modules: Vec::new(),
                keep_state: false,
            },
            finish: Box::new(JavaFinish { file, ..Default::default() }),
            declared: Vec::new(),
        })
    }

    fn sample(&self, text: &str) -> String {
        let quoted = text.replace('\\', "\\\\").replace('"', "\\\"");
        format!("class Program {{ public static void main(String[] a) {{ System.out.println(\"{quoted}\"); }} }}")
    }

    fn instructions(&self, tools: &[ToolInfo]) -> String {
        let grouped = tools.iter().any(|t| agent_tools::split(&t.name).0.is_some());
        let declared = agent_tools::declarations(tools);
        let typed = declared.iter().any(|d| d.signature.contains('\n'));
        let idioms = Idioms {
            language: "Java",
            import: "import gg.tools.AgentTools; import gg.tools.Tools; import gg.session.Session;",
            call: if grouped {
                "AgentTools.<method>(…)` (an MCP server's tool: `<Server>.<method>(…)` after `import gg.tools.<Server>;`)"
            } else {
                "AgentTools.<method>(…)"
            },
            dynamic_call: "Tools.call(name, argumentsJson)",
            parallel: "Tools.parallel(Tools.Call.of(name, argumentsJson), …)",
            all_tools: "AgentTools.ALL_TOOLS",
            results: if typed {
                "A call returns the tool's result as JSON text (a `String`), or, for a tool that declares its result's schema, as the record declared below it; a result that does not fit that schema throws `gg.ApiError` with code `IO` naming the member."
            } else {
                "A call returns the tool's result as JSON text (a `String`)."
            },
            failure: "A missing or extra argument is a compile error at its line. A failed call throws `gg.ApiError` (`code()`, `getMessage()`) carrying the tool's message.",
            completion: "A program is one file whose top-level class, of any name, declares `public static void main(String[] args)` (other classes go beside it). It completes when `main` returns and reports no value; `System.exit(n)` ends it with status n.",
            text: "Session.text(value)",
            finish: "Session.finish(summary)",
            output: "`System.out` and `System.err`",
            declarations: match (grouped, typed) {
                (false, false) => {
                    "static methods of `gg.tools.AgentTools`, each returning the tool's result as JSON text; required parameters first, optional ones boxed, `null` leaves one out"
                }
                (false, true) => {
                    "static methods of `gg.tools.AgentTools`, each returning the tool's result as JSON text or as its result record; required parameters first, optional ones boxed, `null` leaves one out"
                }
                (true, false) => {
                    "static methods of `gg.tools.AgentTools` and, for an MCP server's tools, of the server's class `gg.tools.<Server>`, each returning the tool's result as JSON text; required parameters first, optional ones boxed, `null` leaves one out"
                }
                (true, true) => {
                    "static methods of `gg.tools.AgentTools` and, for an MCP server's tools, of the server's class `gg.tools.<Server>`, each returning the tool's result as JSON text or as its result record; required parameters first, optional ones boxed, `null` leaves one out"
                }
            },
        };
        // A group's first tool is preceded by the line that imports its class.
        let previous: std::cell::RefCell<Option<String>> = std::cell::RefCell::new(None);
        let declare = |tool: &ToolInfo, _: &serde_json::Value| {
            let Some(d) = declared.iter().find(|d| d.tool == tool.name) else { return String::new() };
            let mut out = String::new();
            let mut previous = previous.borrow_mut();
            if let Some(group) = &d.group
                && previous.as_ref() != Some(group)
            {
                out.push_str(&format!("// import gg.tools.{}; (the tools of the MCP server `{group}`)\n", d.class));
            }
            *previous = d.group.clone();
            format!("{out}{}\n{}\n", d.comment, d.signature)
        };
        crate::instructions::render(&idioms, tools, declare, self.catalogue().ok())
    }

    fn tool_entries(&self, tools: &[ToolInfo]) -> Vec<gg_capabilities::docs::Entry> {
        let descriptions: std::collections::HashMap<&str, &str> =
            tools.iter().map(|t| (t.name.as_str(), t.description.as_str())).collect();
        agent_tools::declarations(tools)
            .into_iter()
            .map(|d| {
                let description = descriptions.get(d.tool.as_str()).copied().unwrap_or("");
                gg_capabilities::docs::Entry {
                    brief: crate::instructions::first_sentence(description)
                        .unwrap_or_else(|| format!("Calls the tool `{}`.", d.tool)),
                    doc: description.trim().to_string(),
                    kind: "function".into(),
                    signature: Some(d.signature),
                    throws: TOOL_THROWS.iter().map(|c| c.to_string()).collect(),
                    import: Some(format!("import gg.tools.{};", d.class)),
                    key: d.key,
                }
            })
            .collect()
    }
}

/// The codes a tool's method throws `gg.ApiError` with, as the wire spells them.
const TOOL_THROWS: &[&str] = &["invalid-argument", "denied", "timeout", "io", "limit-exceeded", "unavailable"];

/// A Java run read back: the JDK-style report on stderr, or the engine's
/// trap. It remembers whether the run ended by `System.exit` or out of heap,
/// whose reports on stderr are gg's and not the program's.
#[derive(Default)]
struct JavaFinish {
    /// The file javac was given the program as (`<entry class>.java`): the
    /// frames of the program's own lines name it.
    file: String,
    /// The run's end was read from gg's own lines at the end of stderr.
    reported_by_gg: std::sync::atomic::AtomicBool,
}

impl Finish for JavaFinish {
    fn finish(&self, ended: Ended, stderr: &str, source: &str, _: &mut Vec<ModuleError>) -> End {
        match ended {
            Ended::Reported(gg_membrane::api::guest::RunEnd::Completed(_), _) => End::Completed { value: None },
            Ended::Reported(..) => {
                End::ToolchainFailure { message: "the Java program reported an end it cannot have".into() }
            }
            // javac names the file after the entry class, whatever the turn calls it.
            Ended::Trapped(t) => {
                let by_gg = t.kind == TrapKind::Other
                    && (exit_report(stderr).is_some() || stderr.ends_with(OUT_OF_MEMORY_TRAP));
                self.reported_by_gg.store(by_gg, std::sync::atomic::Ordering::Relaxed);
                finish(&t, stderr, source, &self.file)
            }
        }
    }

    fn clean_stderr(&self, stderr: String) -> String {
        let mut stderr = stderr.as_str();
        if self.reported_by_gg.load(std::sync::atomic::Ordering::Relaxed) {
            if let Some((_, at)) = exit_report(stderr) {
                stderr = &stderr[..at];
            }
            if let Some(before) = stderr.strip_suffix(OUT_OF_MEMORY_TRAP) {
                stderr = before;
            }
        }
        clean_stderr(stderr)
    }
}
use wasm_encoder::{ExportKind, ExportSection, ImportSection, Module, RawSection};
use wasmparser::{ExternalKind, Parser, Payload, TypeRef};

/// The second compilation unit gg writes beside the model's `Program.java`:
/// TeaVM's entry point, which runs the program's `main`. It names what the
/// model declared, so its failure to resolve is the model's shape error.
pub const GG_ENTRY: &str = "\
/** gg's entry point: TeaVM starts here, installs the SDK's wire and runs the model's Program. */
final class GgEntry {
    private GgEntry() {
    }

    /** The canonical ABI's allocator: the host places the strings it returns here. */
    @org.teavm.interop.Export(name = \"cabi_realloc\")
    public static int cabiRealloc(int oldPtr, int oldSize, int align, int newSize) {
        return gg.internal.WasmWire.realloc(oldPtr, oldSize, align, newSize);
    }

    public static void main(String[] args) throws Throwable {
        gg.internal.Wire.install(GgEntry::call);
        Program.main(args);
        System.out.flush();
        System.err.flush();
    }

    private static String call(String operation, String arguments) {
        String[] r = gg.internal.WasmWire.call(operation, arguments);
        if (r[0] != null) {
            return r[0];
        }
        gg.ApiError.Code code = gg.ApiError.Code.fromWireName(r[2]).orElse(gg.ApiError.Code.IO);
        throw new gg.ApiError(r[1], code, r[3]);
    }
}
";

/// `GgEntry.java` for a program of `shape`: [`GG_ENTRY`] calling its entry.
pub fn gg_entry(shape: &shape::Shape) -> String {
    GG_ENTRY.replacen("Program.main(args);", &shape.statement(), 1)
}

/// The revision of [`encode`]'s rewrite, part of the key a compiled program
/// is cached under: bump it when the rewrite changes.
pub const ENCODING: &str = "jvm-encoding-2";

/// The digest of this build's Java driver and jars, computed once per
/// process: it names the directory the toolchain is placed in, and is part of
/// the key every compiled program and module is cached under.
pub fn toolchain_digest() -> &'static [u8] {
    use sha2::Digest;
    static DIGEST: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    DIGEST.get_or_init(|| match gg_guests::java() {
        Ok(j) => sha2::Sha256::new()
            .chain_update(j.driver)
            .chain_update(j.runtime_jar)
            .chain_update(j.sdk_jar)
            .finalize()
            .to_vec(),
        Err(_) => Vec::new(),
    })
}

/// What a program must look like; quoted when `GgEntry` cannot reach it.
pub const SHAPE: &str = "a Java program declares a top-level class, of any name, with `public static void main(String[] args)` \
    (other classes go beside it in the same file), or is a compact source file whose top level declares `void main()`";

/// The WIT the component is encoded against (the `jvm` world and what it uses).
const WIT: &[(&str, &str)] = &[
    ("core.wit", include_str!("../../../../wit/core.wit")),
    ("wire.wit", include_str!("../../../../wit/wire.wit")),
    ("math.wit", include_str!("../../../../wit/math.wit")),
    ("jvm-world.wit", "package gg:agent@0.1.0;\nworld jvm { import wire; import math; export run: func(); }\n"),
];

/// Makes TeaVM's WASI core module a `jvm` component: the module's `_start`
/// (TeaVM's initialisation, then `GgEntry.main`) becomes the export `run`,
/// its other exports but `memory` go, its memory loses its maximum (the
/// adapter grows it past TeaVM's fixed heap), the math imports take their WIT names
/// (`nanoTime` → `nano-time`), and the pinned preview1 reactor adapter
/// answers its WASI imports.
pub fn encode(core: &[u8]) -> Result<Vec<u8>, String> {
    let mut module = rewrite(core)?;
    let mut map = wit_parser::SourceMap::new();
    for (name, text) in WIT {
        map.push(std::path::Path::new(name), *text);
    }
    let group = map.parse().map_err(|(_, e)| format!("gg's jvm WIT: {e}"))?;
    let mut resolve = wit_parser::Resolve::default();
    let package = resolve.push_group(group).map_err(|e| format!("gg's jvm WIT: {e}"))?;
    let world = resolve.select_world(&[package], Some("jvm")).map_err(|e| format!("gg's jvm WIT: {e}"))?;
    wit_component::embed_component_metadata(&mut module, &resolve, world, wit_component::StringEncoding::UTF8)
        .map_err(|e| format!("embedding the jvm world: {e:?}"))?;
    wit_component::ComponentEncoder::default()
        .validate(true)
        .module(&module)
        .and_then(|e| {
            e.adapter(
                wasi_preview1_component_adapter_provider::WASI_SNAPSHOT_PREVIEW1_ADAPTER_NAME,
                wasi_preview1_component_adapter_provider::WASI_SNAPSHOT_PREVIEW1_REACTOR_ADAPTER,
            )
        })
        .and_then(|mut e| e.encode())
        .map_err(|e| format!("encoding the program's component: {e:?}"))
}

/// The import module gg's `MathImports` moves TeaVM's natives to.
const MATH: &str = "gg:agent/math@0.1.0";

/// camelCase to WIT's kebab-case (`nanoTime` → `nano-time`).
fn kebab(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            out.push('-');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Copies the module section by section, rebuilding only its imports and
/// exports.
fn rewrite(core: &[u8]) -> Result<Vec<u8>, String> {
    let mut out = Module::new();
    for payload in Parser::new(0).parse_all(core) {
        let payload = payload.map_err(|e| format!("TeaVM's module does not parse: {e}"))?;
        match payload {
            Payload::ImportSection(reader) => {
                let mut imports = ImportSection::new();
                for import in reader.into_imports() {
                    let import = import.map_err(|e| format!("TeaVM's imports: {e}"))?;
                    let name = if import.module == MATH { kebab(import.name) } else { import.name.to_string() };
                    let ty = match import.ty {
                        TypeRef::Func(i) => wasm_encoder::EntityType::Function(i),
                        other => return Err(format!("TeaVM's module imports a {other:?}, which gg does not provide")),
                    };
                    imports.import(import.module, &name, ty);
                }
                out.section(&imports);
            }
            Payload::ExportSection(reader) => {
                let mut exports = ExportSection::new();
                for export in reader {
                    let export = export.map_err(|e| format!("TeaVM's exports: {e}"))?;
                    match (export.name, export.kind) {
                        ("memory", ExternalKind::Memory) => {
                            exports.export("memory", ExportKind::Memory, export.index);
                        }
                        ("_start", ExternalKind::Func) => {
                            exports.export("run", ExportKind::Func, export.index);
                        }
                        ("cabi_realloc", ExternalKind::Func) => {
                            exports.export("cabi_realloc", ExportKind::Func, export.index);
                        }
                        _ => {}
                    }
                }
                out.section(&exports);
            }
            Payload::MemorySection(reader) => {
                // TeaVM's heap is fixed (equal minimum and maximum), so it
                // never grows its memory; the adapter does, for its own
                // stack and buffers, past TeaVM's pages. The maximum goes
                // (gg's memory limiter is the cap).
                let mut memories = wasm_encoder::MemorySection::new();
                for memory in reader {
                    let m = memory.map_err(|e| format!("TeaVM's memory: {e}"))?;
                    memories.memory(wasm_encoder::MemoryType {
                        minimum: m.initial,
                        maximum: None,
                        memory64: m.memory64,
                        shared: m.shared,
                        page_size_log2: m.page_size_log2,
                    });
                }
                out.section(&memories);
            }
            Payload::Version { .. } | Payload::End(_) => {}
            other => {
                if let Some((id, range)) = other.as_section() {
                    out.section(&RawSection { id, data: &core[range] });
                }
            }
        }
    }
    Ok(out.finish())
}

/// One diagnostic as the driver answers it.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct DriverDiagnostic {
    pub file: String,
    pub line: u32,
    pub column: u32,
    #[serde(default)]
    pub message: String,
}

/// A refusal the driver answered (`syntax` or `compile` band) as the
/// model's located diagnostics. A diagnostic in `GgEntry.java` means the
/// program does not have the shape gg calls; it is quoted as that.
pub fn refusal(band: &str, diagnostics: &[DriverDiagnostic], total: usize, source: &str, file: &str) -> End {
    let mut out: Vec<Diagnostic> = Vec::new();
    for d in diagnostics {
        let diagnostic = if d.file == "GgEntry.java" {
            Diagnostic { message: format!("gg cannot call your program: {SHAPE}"), location: None }
        } else {
            // TeaVM's refusals name a line only.
            let column = if d.column > 1 { d.column } else { first_column(source, d.line) };
            let location = (d.line > 0).then(|| gg_core::locate::locate(source, file, d.line, column));
            Diagnostic { message: d.message.clone(), location }
        };
        if !out.contains(&diagnostic) {
            out.push(diagnostic);
        }
    }
    out.truncate(MAX_DIAGNOSTICS);
    let dropped = total.saturating_sub(out.len());
    if band == "syntax" {
        End::SyntaxError { diagnostics: out, dropped }
    } else {
        End::CompileError { diagnostics: out, dropped }
    }
}

/// The stderr a Java program's report is read from, without the frames of
/// gg's entry point and TeaVM's launcher below the program's own, nor the
/// frame of gg's `StackGuard` above them (the JDK shows none of them). A
/// trace keeps at most the JDK's 1024 frames (a `StackOverflowError` has
/// one per call).
pub fn clean_stderr(stderr: &str) -> String {
    let internal = |l: &str| {
        l.starts_with("\tat ")
            && (l.contains("(GgEntry.java:")
                || l.contains("org.teavm.backend.wasm.runtime.WasmSupport")
                || l.contains("org.teavm.runtime.Fiber.")
                || l.contains("at gg.internal.StackGuard."))
    };
    let mut frames = 0usize;
    stderr
        .split_inclusive('\n')
        .filter(|l| !internal(l))
        .filter(|l| {
            if !l.starts_with("\tat ") {
                frames = 0;
                return true;
            }
            frames += 1;
            frames <= MAX_TRACE_FRAMES
        })
        .map(classlib_file)
        .collect()
}

/// The most frames the JDK prints for one trace (`-XX:MaxJavaStackTraceDepth`).
const MAX_TRACE_FRAMES: usize = 1024;

/// TeaVM's classlib implements `java.util.Stack` in `TStack.java`; a frame
/// names the file the JDK would (`at java.util.Stack.pop(Stack.java:40)`).
fn classlib_file(line: &str) -> std::borrow::Cow<'_, str> {
    let Some(rest) = line.strip_prefix("\tat java") else { return line.into() };
    let Some(open) = rest.find('(') else { return line.into() };
    let class = rest[..open].rsplit_once('.').map(|(c, _)| c).unwrap_or("");
    let simple = class.rsplit('.').next().unwrap_or("");
    let teavm_file = format!("(T{simple}.java:");
    if simple.is_empty() || !rest[open..].starts_with(&teavm_file) {
        return line.into();
    }
    line.replacen(&teavm_file, &format!("({simple}.java:"), 1).into()
}

/// The line gg's `Exit` writes, with the status after it, before the
/// frames of a `System.exit` call.
const EXIT_LINE: &str = "gg: exit status ";
/// What TeaVM writes last, without a newline, when its heap is exhausted
/// (after gg's `ExceptionHandling` reported the `OutOfMemoryError`).
const OUT_OF_MEMORY_TRAP: &str = "Out of memory";

/// The status of a `System.exit` whose report ends stderr (gg's line, then
/// nothing but frames), and the byte offset the report starts at.
fn exit_report(stderr: &str) -> Option<(i32, usize)> {
    let at = stderr.rfind(EXIT_LINE)?;
    let mut lines = stderr[at + EXIT_LINE.len()..].lines();
    let status = lines.next()?.parse().ok()?;
    lines.all(|l| l.starts_with("\tat ")).then_some((status, at))
}

/// The frames in `file` among `\tat Class.method(File.java:N)` lines (up to
/// the first line that is not one).
fn frames_in(lines: &str, source: &str, file: &str) -> Vec<Frame> {
    let mut frames = Vec::new();
    for line in lines.lines() {
        let Some(at) = line.trim_start().strip_prefix("at ") else { break };
        let Some((function, place)) = at.split_once('(') else { continue };
        let place = place.trim_end_matches(')');
        if let Some((f, n)) = place.rsplit_once(':')
            && f == file
            && let Ok(n) = n.parse::<u32>()
        {
            frames.push(Frame { function: function.to_string(), line: n, column: first_column(source, n) });
        }
    }
    frames
}

/// The run-time error a trapped program reported: the header and frames
/// gg's `ExceptionHandling` wrote to stderr (an uncaught exception, or an
/// `OutOfMemoryError` from the runtime), the report of a `System.exit`
/// (status 0 completes, any other is [`End::Exit`] located at the call),
/// or the engine's own trap.
pub fn finish(trap: &Trapped, stderr: &str, source: &str, file: &str) -> End {
    if trap.kind == TrapKind::Other
        && let Some((status, at)) = exit_report(stderr)
    {
        if status == 0 {
            return End::Completed { value: None };
        }
        let frames = frames_in(stderr[at..].split_once('\n').map_or("", |(_, rest)| rest), source, file);
        let location = frames.first().map(|f| gg_core::locate::locate(source, file, f.line, f.column));
        return End::Exit { status, location };
    }
    let header = stderr.lines().rev().find_map(|l| l.strip_prefix("Exception in thread \"main\" "));
    let (class, message) = match header {
        Some(h) => match h.split_once(": ") {
            Some((c, m)) => (c.to_string(), m.to_string()),
            None => (h.to_string(), String::new()),
        },
        None if trap.kind == TrapKind::DivisionByZero => {
            ("java.lang.ArithmeticException".to_string(), "/ by zero".to_string())
        }
        None => {
            let what = &trap.description;
            let at = trap.frames.iter().take(6).cloned().collect::<Vec<_>>().join(" < ");
            return End::ToolchainFailure {
                message: format!("the program's module trapped without a report: {what} (in {at})"),
            };
        }
    };
    let mut frames: Vec<Frame> = Vec::new();
    if header.is_some() {
        // `\tat Class.method(File.java:N)` lines after the last header.
        let after = stderr.rsplit("Exception in thread \"main\" ").next().unwrap_or("");
        frames = frames_in(after.split_once('\n').map_or("", |(_, rest)| rest), source, file);
    }
    // A division trap (a classlib division: the program's own throw) carries
    // no line: the engine's trap names wasm functions, and TeaVM inlines
    // methods into gg's entry point. It is reported unlocated (`trap.frames` is kept for gg's own
    // diagnosis of a trap without a report).
    runtime_error(class, message, frames, source, file)
}

/// A run-time error located at its innermost frame in the model's file.
fn runtime_error(class: String, message: String, mut frames: Vec<Frame>, source: &str, file: &str) -> End {
    let location = frames
        .iter()
        .find(|f| f.line > 0)
        .map(|f| gg_core::locate::locate(source, file, f.line, first_column(source, f.line)));
    let frames_dropped = frames.len().saturating_sub(MAX_FRAMES);
    frames.truncate(MAX_FRAMES);
    End::RuntimeError(RuntimeError { class, message, location, frames, frames_dropped })
}

/// The first non-blank column of a line (a Java frame names a line only).
fn first_column(source: &str, line: u32) -> u32 {
    source
        .lines()
        .nth(line.saturating_sub(1) as usize)
        .map(|l| l.chars().take_while(|c| c.is_whitespace()).count() as u32 + 1)
        .unwrap_or(1)
}

/// Java's reserved words and literals, and the contextual keywords a
/// generated name steers clear of.
pub const KEYWORDS: &[&str] = &[
    "abstract",
    "assert",
    "boolean",
    "break",
    "byte",
    "case",
    "catch",
    "char",
    "class",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extends",
    "final",
    "finally",
    "float",
    "for",
    "goto",
    "if",
    "implements",
    "import",
    "instanceof",
    "int",
    "interface",
    "long",
    "native",
    "new",
    "package",
    "private",
    "protected",
    "public",
    "return",
    "short",
    "static",
    "strictfp",
    "super",
    "switch",
    "synchronized",
    "this",
    "throw",
    "throws",
    "transient",
    "try",
    "void",
    "volatile",
    "while",
    "true",
    "false",
    "null",
    "var",
    "record",
    "yield",
    "sealed",
    "permits",
];

/// A code module's binding key as a Java identifier: the snake_case key in
/// camelCase (`csv_tools` → `csvTools`), a leading digit or a keyword made
/// valid (`_2fa`, `class_`).
pub fn java_key(key: &str) -> String {
    let mut out = crate::instructions::camel(key);
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    if KEYWORDS.contains(&out.as_str()) {
        out.push('_');
    }
    out
}

/// A code module's source as the compilation unit `lib.<key>`: a module is
/// a class body, so its import lines are lifted to the front (blanked where
/// they stood) and `package lib;`, the imports and the class header share
/// the author's first line; a diagnostic is the author's own line. `Err`
/// refuses a module that declares a constructor of the class it becomes.
/// The second value is the header's width on line 1, in characters.
pub fn wrap_module(key: &str, source: &str) -> Result<(String, u32), String> {
    let mut imports = Vec::new();
    let mut lines: Vec<String> = source.split('\n').map(str::to_string).collect();
    for line in lines.iter_mut() {
        let t = line.trim();
        if t.starts_with("import ") && t.ends_with(';') {
            imports.push(t.to_string());
            *line = " ".repeat(line.len());
        } else if !(t.is_empty() || t.starts_with("//")) {
            break;
        }
    }
    let constructor = regex::Regex::new(&format!(r"(?m)^\s*(public\s+|private\s+|protected\s+)?{key}\s*\(")).ok();
    if constructor.is_some_and(|re| re.is_match(source)) {
        return Err(format!(
            "a code module is a class body whose static methods are its names; `{key}(…)` would be a constructor of the class the module becomes"
        ));
    }
    let header = format!("package lib; {} public final class {key} {{ ", imports.join(" "));
    let width = header.chars().count() as u32;
    let mut out = header;
    out.push_str(&lines.join("\n"));
    out.push_str("\n}\n");
    Ok((out, width))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn module_keys_are_java_identifiers() {
        assert_eq!(java_key("csv_tools"), "csvTools");
        assert_eq!(java_key("2fa"), "_2fa");
        assert_eq!(java_key("class"), "class_");
    }

    #[test]
    fn a_module_keeps_its_authors_lines() {
        let (wrapped, width) =
            wrap_module("csvTools", "import java.util.List;\n\nstatic int one() { return 1; }\n").unwrap();
        let lines: Vec<&str> = wrapped.lines().collect();
        assert!(lines[0].starts_with("package lib; import java.util.List; public final class csvTools { "));
        assert_eq!(width as usize, "package lib; import java.util.List; public final class csvTools { ".len());
        assert_eq!(lines[2], "static int one() { return 1; }");
        assert!(wrap_module("csvTools", "csvTools() {}\n").is_err());
    }

    #[test]
    fn grouped_tools_are_declared_in_their_class_in_the_instructions_and_docs() {
        let info =
            |name: &str, description: &str, schema: serde_json::Value, output: Option<serde_json::Value>| ToolInfo {
                name: name.into(),
                description: description.into(),
                schema: schema.to_string(),
                output_schema: output.map(|o| o.to_string()),
            };
        let tools = [
            info(
                "lookup_user",
                "Finds a user.",
                serde_json::json!({"properties": {"id": {"type": "string"}}, "required": ["id"]}),
                None,
            ),
            info(
                "weather.forecast",
                "The forecast for a city. One high per day.\nSecond line.",
                serde_json::json!({"properties": {"city": {"type": "string", "description": "The city."}, "days": {"type": "integer"}}, "required": ["city"]}),
                Some(
                    serde_json::json!({"type": "object", "properties": {"city": {"type": "string"}, "highs": {"type": "array", "items": {"type": "number"}}}, "required": ["city", "highs"]}),
                ),
            ),
            info("weather.get_alerts", "", serde_json::json!({"properties": {"region": {"type": "string"}}}), None),
        ];
        let arm = JavaArm::start().unwrap();
        let text = arm.instructions(&tools);
        assert!(text.contains("/** Finds a user. */\nString AgentTools.lookupUser(String id);\n\n// import gg.tools.Weather; (the tools of the MCP server `weather`)\n/** The forecast for a city. One high per day.\nSecond line.\n * @param city The city.\n */\nWeather.ForecastResult Weather.forecast(String city, Long days);\nrecord Weather.ForecastResult(String city, java.util.List<Double> highs) {}\n\n/**  */\nString Weather.getAlerts(String region);\n"), "{text}");
        assert_eq!(text.matches("// import gg.tools.Weather;").count(), 1);
        assert!(text.contains("of the server's class `gg.tools.<Server>`, each returning the tool's result as JSON text or as its result record"));
        let entries = arm.tool_entries(&tools);
        let keys: Vec<(&str, &str, Option<&str>)> =
            entries.iter().map(|e| (e.key.as_str(), e.brief.as_str(), e.import.as_deref())).collect();
        assert_eq!(
            keys,
            [
                ("AgentTools.lookupUser", "Finds a user.", Some("import gg.tools.AgentTools;")),
                ("Weather.forecast", "The forecast for a city.", Some("import gg.tools.Weather;")),
                ("Weather.getAlerts", "Calls the tool `weather.get_alerts`.", Some("import gg.tools.Weather;")),
            ]
        );
        assert_eq!(
            entries[1].signature.as_deref(),
            Some(
                "Weather.ForecastResult Weather.forecast(String city, Long days);\nrecord Weather.ForecastResult(String city, java.util.List<Double> highs) {}"
            )
        );
        assert_eq!(entries[1].doc, "The forecast for a city. One high per day.\nSecond line.");
        assert!(entries.iter().all(|e| e.kind == "function" && e.throws.contains(&"io".to_string())));
    }

    #[test]
    fn kebab_case_of_teavm_names() {
        assert_eq!(kebab("nanoTime"), "nano-time");
        assert_eq!(kebab("sin"), "sin");
    }

    fn trapped() -> Trapped {
        Trapped { kind: TrapKind::Other, description: "unreachable".into(), frames: Vec::new() }
    }

    #[test]
    fn system_exit_is_read_from_gg_s_report_and_removed_from_stderr() {
        let source = "public class Program {\n  public static void main(String[] a) {\n    System.exit(7);\n  }\n}\n";
        let stderr = "warning: low disk\ngg: exit status 7\n\tat gg.internal.Exit.exit(Exit.java:26)\n\tat Program.main(Program.java:3)\n\tat GgEntry.main(GgEntry.java:12)\n";
        let end = JavaFinish { file: "Program.java".into(), ..Default::default() };
        let End::Exit { status, location } = end.finish(Ended::Trapped(trapped()), stderr, source, &mut Vec::new())
        else {
            panic!("an exit");
        };
        assert_eq!((status, location.unwrap().line), (7, 3));
        assert_eq!(end.clean_stderr(stderr.to_string()), "warning: low disk\n");
        // Status 0 completes; a partial line before the report is kept.
        let end = JavaFinish { file: "Program.java".into(), ..Default::default() };
        let stderr = "partialgg: exit status 0\n\tat Program.main(Program.java:3)\n";
        assert_eq!(
            end.finish(Ended::Trapped(trapped()), stderr, source, &mut Vec::new()),
            End::Completed { value: None }
        );
        assert_eq!(end.clean_stderr(stderr.to_string()), "partial");
        // Text that only looks like the report, in a run that completed, stays.
        let end = JavaFinish { file: "Program.java".into(), ..Default::default() };
        let completed = Ended::Reported(gg_membrane::api::guest::RunEnd::Completed(None), Vec::new());
        assert_eq!(
            end.finish(completed, "gg: exit status 1\n", source, &mut Vec::new()),
            End::Completed { value: None }
        );
        assert_eq!(end.clean_stderr("gg: exit status 1\n".into()), "gg: exit status 1\n");
    }

    #[test]
    fn running_out_of_heap_is_a_located_out_of_memory_error() {
        let source = "public class Program {\n  public static void main(String[] a) {\n    long[] x = new long[1 << 29];\n  }\n}\n";
        let stderr = "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space (the heap is 64 MiB)\n\tat Program.main(Program.java:3)\nOut of memory";
        let end = JavaFinish { file: "Program.java".into(), ..Default::default() };
        let End::RuntimeError(e) = end.finish(Ended::Trapped(trapped()), stderr, source, &mut Vec::new()) else {
            panic!("a runtime error");
        };
        assert_eq!(e.class, "java.lang.OutOfMemoryError");
        assert_eq!(e.message, "Java heap space (the heap is 64 MiB)");
        assert_eq!(e.location.unwrap().line, 3);
        assert_eq!(
            end.clean_stderr(stderr.to_string()),
            "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space (the heap is 64 MiB)\n\tat Program.main(Program.java:3)\n"
        );
    }

    #[test]
    fn an_uncaught_exception_is_read_from_stderr() {
        let source = "public class Program {\n  public static void main(String[] a) {\n    String s = null;\n    s.length();\n  }\n}\n";
        let stderr = "Exception in thread \"main\" java.lang.NullPointerException\n\tat Program.main(Program.java:4)\n";
        let End::RuntimeError(e) = finish(
            &Trapped { kind: TrapKind::Other, description: "unreachable".into(), frames: Vec::new() },
            stderr,
            source,
            "Program.java",
        ) else {
            panic!("a runtime error");
        };
        assert_eq!((e.class.as_str(), e.message.as_str()), ("java.lang.NullPointerException", ""));
        assert_eq!(e.location.unwrap().line, 4);
        assert_eq!(e.frames[0].function, "Program.main");
    }

    #[test]
    fn a_stack_overflow_trace_is_the_jdk_s_1024_frames_without_gg_s_guard() {
        let mut stderr = String::from("Exception in thread \"main\" java.lang.StackOverflowError\n");
        stderr.push_str("\tat gg.internal.StackGuard.check(StackGuard.java:25)\n");
        for _ in 0..3000 {
            stderr.push_str("\tat Program.f(Program.java:3)\n");
        }
        let cleaned = clean_stderr(&stderr);
        assert!(!cleaned.contains("StackGuard"));
        assert_eq!(cleaned.lines().filter(|l| l.starts_with("\tat Program.f")).count(), 1024);
        assert!(cleaned.starts_with("Exception in thread \"main\" java.lang.StackOverflowError\n\tat Program.f("));
    }
}
