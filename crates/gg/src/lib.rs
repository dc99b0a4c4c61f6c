//! gg runs a model's reply as a program inside a WebAssembly component
//! sandbox and reports how it ended.
//!
//! A turn is **program text → prepare (host-side lowering or compile) → a
//! fresh sandboxed instance → typed calls across the `gg:agent` membrane → an
//! [`Outcome`]**. The model's mistakes are outcomes, never `Err`; an `Err`
//! from this crate means gg itself could not start.
//!
//! ```no_run
//! use gg::{Grants, Lang, Runtime, ToolRegistry, Turn};
//! use serde_json::json;
//!
//! // Once per process: maps the precompiled guests.
//! let runtime = Runtime::new()?;
//!
//! // Host tools the program may call, each with a JSON Schema for its arguments.
//! let mut tools = ToolRegistry::new();
//! tools
//!     .register(
//!         "weather",
//!         "Today's forecast for a city.",
//!         json!({"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}),
//!         |args| Ok(json!({"city": args["city"], "forecast": "sunny"})),
//!     )
//!     .expect("a valid tool");
//!
//! let mut grants = Grants::default(); // everything but shell and tools
//! grants.grant("tools").expect("a known grant");
//!
//! let program = r#"
//! import { files, tools, session } from "gg";
//! const today = tools.call("weather", { city: "Lisbon" });
//! files.writeFile("weather.md", `# ${today.city}\n${today.forecast}\n`);
//! session.text(`It is ${today.forecast} in ${today.city}.`);
//! "#;
//! let outcome = runtime.run(
//!     Turn::new(Lang::JavaScript, program)
//!         .workspace("/path/to/workspace") // files are confined here; state in .gg/state.db
//!         .grants(grants)
//!         .tools(tools),
//! );
//! print!("{}", outcome.stdout.text);
//! eprint!("{}", gg::report::render(&outcome));
//! # Ok::<(), gg::LoadError>(())
//! ```
//!
//! Each capability family is a trait ([`Files`], [`Views`], [`Shell`],
//! [`Tasks`], [`Memories`], [`Context`], [`Skills`], [`Docs`], [`Session`])
//! with a real implementation in [`capabilities`]; hand [`Turn`] your own
//! (`Turn::files`, `Turn::memories`, …) to replace one family and keep the
//! others. Grants ([`Grants`]) are checked at the host: an ungranted call is
//! refused with `unavailable` and recorded.

pub mod arms;
mod bindings;
pub mod capabilities;
mod capture;
pub mod code_modules;
pub mod grants;
mod host;
pub mod outcome;
pub mod report;
mod sandbox;
pub mod schema;
pub mod sourcemap;
pub mod state;
mod wire;

/// The membrane's generated types, for implementing capabilities.
pub mod api {
    pub use crate::bindings::exports::gg::agent::guest;
    pub use crate::bindings::gg::agent::{
        context, core, docs, files, memories, session, shell, skills, tasks, tools, views,
    };
}

pub use capabilities::{
    Context, Docs, Files, Memories, Session, Shell, Skills, Tasks, ToolRegistry, Views, WorkspaceFiles,
};
pub use grants::Grants;
pub use host::Capabilities;
pub use outcome::{End, Outcome};
pub use sandbox::{Limits, LoadError, MAX_MEMORY_BYTES, cache_dir};
pub use state::State;

use capabilities::{
    CatalogueDocs, DirSkills, HostShell, StateContext, StateMemories, StateTasks, StateViews, TurnSession, TurnViews,
};
use outcome::{Captured, ViewRecord};
use std::path::PathBuf;
use std::time::Instant;

/// A language a program can be written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    JavaScript,
    /// Compiled by Opal on the host, run against Opal's runtime in the Ruby
    /// guest; `require "gg"` is the Ruby SDK, `require "lib"` the code modules.
    Ruby,
    /// Compiled by javac and TeaVM's WASI backend on the host into a
    /// component of its own; the SDK is on its classpath.
    Java,
}

impl Lang {
    /// The arm's short name (`js`).
    pub fn name(self) -> &'static str {
        match self {
            Lang::JavaScript => "js",
            Lang::Ruby => "ruby",
            Lang::Java => "java",
        }
    }

    /// The extension of this arm's files (`rb`): the language a code module
    /// is written in, by its file's name.
    pub fn extension(self) -> &'static str {
        match self {
            Lang::JavaScript => "js",
            Lang::Ruby => "rb",
            Lang::Java => "java",
        }
    }

    /// The file name a program is reported under.
    pub fn default_file_name(self) -> &'static str {
        match self {
            Lang::JavaScript => "program.js",
            Lang::Ruby => "program.rb",
            Lang::Java => "Program.java",
        }
    }

    /// The arm for a short name or a file extension.
    pub fn from_name(name: &str) -> Option<Lang> {
        match name {
            "js" | "javascript" | "mjs" => Some(Lang::JavaScript),
            "rb" | "ruby" => Some(Lang::Ruby),
            "java" => Some(Lang::Java),
            _ => None,
        }
    }
}

/// Where a turn keeps the workspace's state.
#[derive(Debug, Clone, Default)]
enum StateChoice {
    /// `<workspace>/.gg/state.db`.
    #[default]
    Default,
    At(PathBuf),
    /// No database: tasks, memories and context are unavailable; views live
    /// for the turn only; the turn is not recorded.
    None,
}

/// One turn to run: the program, where it runs, what it may use, and under
/// which limits. Every family can be replaced; the rest keep their defaults.
pub struct Turn {
    lang: Lang,
    source: String,
    file_name: Option<String>,
    workspace: PathBuf,
    limits: Limits,
    grants: Grants,
    state: StateChoice,
    skills_dir: Option<PathBuf>,
    tools: ToolRegistry,
    files: Option<Box<dyn Files>>,
    views: Option<Box<dyn Views>>,
    shell: Option<Box<dyn Shell>>,
    tasks: Option<Box<dyn Tasks>>,
    memories: Option<Box<dyn Memories>>,
    context: Option<Box<dyn Context>>,
    skills: Option<Box<dyn Skills>>,
    docs: Option<Box<dyn Docs>>,
    session: Option<Box<dyn Session>>,
    modules: Vec<code_modules::BoundModule>,
}

impl Turn {
    /// A turn running `source` in the current directory with default limits
    /// and grants, keeping state in `<workspace>/.gg/state.db`.
    pub fn new(lang: Lang, source: impl Into<String>) -> Turn {
        Turn {
            lang,
            source: source.into(),
            file_name: None,
            workspace: PathBuf::from("."),
            limits: Limits::default(),
            grants: Grants::default(),
            state: StateChoice::Default,
            skills_dir: None,
            tools: ToolRegistry::default(),
            files: None,
            views: None,
            shell: None,
            tasks: None,
            memories: None,
            context: None,
            skills: None,
            docs: None,
            session: None,
            modules: Vec::new(),
        }
    }

    /// Hands this turn a code module under `key`, beside those the
    /// workspace's agent bound (this one wins a shared key). `file` names
    /// its language by extension (`csv.rb`); only the running arm's own
    /// language is offered at `lib`.
    pub fn code_module(mut self, key: impl Into<String>, file: impl Into<String>, source: impl Into<String>) -> Turn {
        self.modules.push(code_modules::BoundModule {
            key: key.into(),
            file: file.into(),
            source: source.into(),
            origin: "handed by the embedder".into(),
        });
        self
    }

    /// The directory the `files` family is confined to.
    pub fn workspace(mut self, dir: impl Into<PathBuf>) -> Turn {
        self.workspace = dir.into();
        self
    }

    /// The name the program's frames and diagnostics carry.
    pub fn file_name(mut self, name: impl Into<String>) -> Turn {
        self.file_name = Some(name.into());
        self
    }

    pub fn limits(mut self, limits: Limits) -> Turn {
        self.limits = limits;
        self
    }

    pub fn grants(mut self, grants: Grants) -> Turn {
        self.grants = grants;
        self
    }

    /// Keeps state in the database at `path` instead of the workspace's.
    pub fn state_path(mut self, path: impl Into<PathBuf>) -> Turn {
        self.state = StateChoice::At(path.into());
        self
    }

    /// Keeps no state: tasks, memories and context answer `unavailable`.
    pub fn without_state(mut self) -> Turn {
        self.state = StateChoice::None;
        self
    }

    /// The directory whose folders are the agent's skills.
    pub fn skills_dir(mut self, dir: impl Into<PathBuf>) -> Turn {
        self.skills_dir = Some(dir.into());
        self
    }

    /// The host tools a program may call (with the `tools` grant).
    pub fn tools(mut self, tools: ToolRegistry) -> Turn {
        self.tools = tools;
        self
    }

    /// Replaces the `files` family.
    pub fn files(mut self, files: Box<dyn Files>) -> Turn {
        self.files = Some(files);
        self
    }

    /// Replaces the `views` family.
    pub fn views(mut self, views: Box<dyn Views>) -> Turn {
        self.views = Some(views);
        self
    }

    /// Replaces the `shell` family.
    pub fn shell(mut self, shell: Box<dyn Shell>) -> Turn {
        self.shell = Some(shell);
        self
    }

    /// Replaces the `tasks` family.
    pub fn tasks(mut self, tasks: Box<dyn Tasks>) -> Turn {
        self.tasks = Some(tasks);
        self
    }

    /// Replaces the `memories` family.
    pub fn memories(mut self, memories: Box<dyn Memories>) -> Turn {
        self.memories = Some(memories);
        self
    }

    /// Replaces the `context` family.
    pub fn context(mut self, context: Box<dyn Context>) -> Turn {
        self.context = Some(context);
        self
    }

    /// Replaces the `skills` family.
    pub fn skills(mut self, skills: Box<dyn Skills>) -> Turn {
        self.skills = Some(skills);
        self
    }

    /// Replaces the `docs` family.
    pub fn docs(mut self, docs: Box<dyn Docs>) -> Turn {
        self.docs = Some(docs);
        self
    }

    /// Replaces the `session` family.
    pub fn session(mut self, session: Box<dyn Session>) -> Turn {
        self.session = Some(session);
        self
    }

    /// The program's text.
    pub fn source(&self) -> &str {
        &self.source
    }
}

/// A family that answers every call with `unavailable`, for turns without state.
struct NoState;

fn no_state(op: &str) -> api::core::ApiError {
    api::core::ApiError {
        operation: op.into(),
        code: api::core::ErrorCode::Unavailable,
        message: format!("`{op}` needs the workspace's state database, and this turn keeps none"),
    }
}

impl Tasks for NoState {
    fn add(
        &mut self,
        _: &str,
        _: Option<&str>,
        _: Option<api::tasks::TaskStatus>,
    ) -> Result<api::tasks::Task, api::core::ApiError> {
        Err(no_state("tasks.add"))
    }
    fn update(&mut self, _: u32, _: &api::tasks::TaskPatch) -> Result<api::tasks::Task, api::core::ApiError> {
        Err(no_state("tasks.update"))
    }
    fn list(&mut self, _: Option<api::tasks::TaskStatus>) -> Result<Vec<api::tasks::Task>, api::core::ApiError> {
        Err(no_state("tasks.list"))
    }
}

impl Memories for NoState {
    fn write(
        &mut self,
        _: &str,
        _: &str,
        _: &[String],
        _: Option<&str>,
    ) -> Result<api::memories::Memory, api::core::ApiError> {
        Err(no_state("memories.write"))
    }
    fn read(&mut self, _: &str) -> Result<api::memories::Memory, api::core::ApiError> {
        Err(no_state("memories.read"))
    }
    fn delete(&mut self, _: &str) -> Result<(), api::core::ApiError> {
        Err(no_state("memories.delete"))
    }
    fn search(&mut self, _: &str, _: Option<u32>) -> Result<Vec<api::memories::MemoryHit>, api::core::ApiError> {
        Err(no_state("memories.search"))
    }
}

impl Context for NoState {
    fn list_turns(&mut self) -> Result<Vec<api::context::TurnSummary>, api::core::ApiError> {
        Err(no_state("context.list-turns"))
    }
    fn archive(&mut self, _: &[api::context::TurnRange]) -> Result<u32, api::core::ApiError> {
        Err(no_state("context.archive"))
    }
    fn read_turn(&mut self, _: u32) -> Result<api::context::Turn, api::core::ApiError> {
        Err(no_state("context.read-turn"))
    }
}

/// Loaded guests, shared by every turn of the process.
pub struct Runtime {
    js: sandbox::LoadedGuest,
    js_catalogue: &'static capabilities::Catalogue,
    /// Opal's warm compilers, started on the first Ruby program.
    opal: std::sync::OnceLock<Result<arms::ruby::compiler::OpalPool, String>>,
    /// The Ruby guest, loaded on the first Ruby program.
    ruby: std::sync::OnceLock<Result<sandbox::LoadedGuest, String>>,
    /// The Java arm's warm JVMs, started on the first Java program.
    jvm: std::sync::OnceLock<Result<arms::java::pool::JvmPool, String>>,
}

/// An arm's catalogue, parsed once per process and checked to name `language`.
fn catalogue(guest: &'static str, language: &'static str) -> Result<&'static capabilities::Catalogue, String> {
    type Cell = std::sync::OnceLock<Result<capabilities::Catalogue, String>>;
    static JS: Cell = Cell::new();
    static RUBY: Cell = Cell::new();
    static JAVA: Cell = Cell::new();
    let cell = match guest {
        "js" => &JS,
        "java" => &JAVA,
        _ => &RUBY,
    };
    cell.get_or_init(|| {
        // The Java arm has no guest: its catalogue rides with its toolchain.
        let json = if guest == "java" {
            gg_sandbox_artifacts::java()
                .map(|j| j.catalogue)
                .map_err(|why| format!("this gg was built without the Java arm: {why}"))?
        } else {
            let g = gg_sandbox_artifacts::guest(guest)
                .ok_or_else(|| format!("this build carries no `{guest}` guest: run `cargo xtask artifacts`"))?;
            g.catalogue.ok_or_else(|| format!("the {guest} guest carries no catalogue"))?
        };
        capabilities::Catalogue::parse(json, language).map_err(|e| format!("the {guest} guest's catalogue: {e}"))
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// A program ready for its arm's guest.
enum Ready {
    Js(arms::js::Prepared),
    /// Opal's JavaScript, and its source map back to the model's Ruby.
    Ruby {
        program: api::guest::Program,
        map: String,
        modules: Vec<arms::ruby::PreparedModule>,
    },
    /// The program's own component, compiled and linked.
    Java(sandbox::LoadedGuest),
}

/// A Ruby turn's code modules, compiled: what the guest gets, what maps
/// their failures back, and the ones that did not compile.
struct RubyModules {
    wire: Vec<api::guest::CodeModule>,
    prepared: Vec<arms::ruby::PreparedModule>,
    errors: Vec<outcome::ModuleError>,
}

/// `docs` for an arm whose catalogue did not load: refused, loudly, with why.
struct NoCatalogue(String);

impl Docs for NoCatalogue {
    fn search(&mut self, _: &str, _: Option<u32>) -> Result<Vec<api::docs::DocHit>, api::core::ApiError> {
        Err(self.refuse("docs.search"))
    }
    fn open(&mut self, _: &str) -> Result<String, api::core::ApiError> {
        Err(self.refuse("docs.open"))
    }
}

impl NoCatalogue {
    fn refuse(&self, op: &str) -> api::core::ApiError {
        api::core::ApiError { operation: op.into(), code: api::core::ErrorCode::Unavailable, message: self.0.clone() }
    }
}

impl std::fmt::Debug for Runtime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runtime").finish_non_exhaustive()
    }
}

impl Runtime {
    /// Loads every guest this build carries (mapping the precompiled files).
    pub fn new() -> Result<Runtime, LoadError> {
        let catalogue = catalogue("js", "javascript").map_err(LoadError)?;
        Ok(Runtime {
            js: sandbox::LoadedGuest::load("js")?,
            js_catalogue: catalogue,
            opal: std::sync::OnceLock::new(),
            ruby: std::sync::OnceLock::new(),
            jvm: std::sync::OnceLock::new(),
        })
    }

    /// Prepares a program without running it: `None` when it is ready to
    /// run, else the refusal the model would read.
    pub fn check(&self, lang: Lang, source: &str, file_name: Option<&str>) -> Option<End> {
        let file = file_name.unwrap_or(lang.default_file_name());
        match lang {
            Lang::JavaScript => arms::js::prepare(source, file).err(),
            Lang::Ruby => self.prepare_ruby(source, file).err(),
            Lang::Java => self.prepare_java(source, &[], &mut Vec::new()).err(),
        }
    }

    /// The Ruby guest, loaded on first use.
    fn ruby_guest(&self) -> Result<&sandbox::LoadedGuest, String> {
        self.ruby.get_or_init(|| sandbox::LoadedGuest::load("ruby").map_err(|e| e.0)).as_ref().map_err(Clone::clone)
    }

    /// Opal's compilers, started on first use.
    fn opal(&self) -> Result<&arms::ruby::compiler::OpalPool, String> {
        self.opal
            .get_or_init(|| {
                let size = std::env::var("GG_OPAL_POOL").ok().and_then(|v| v.parse().ok()).unwrap_or(2);
                arms::ruby::compiler::OpalPool::new(size)
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Compiles a Ruby program; a refusal (or gg's own failure) is the `End`.
    #[allow(clippy::result_large_err, reason = "a refusal becomes the outcome as it is")]
    fn prepare_ruby(&self, source: &str, file: &str) -> Result<(String, String), End> {
        use arms::ruby::compiler::Compiled;
        let pool = self.opal().map_err(|message| End::ToolchainFailure { message })?;
        match pool.compile(source, file) {
            Ok((Compiled::Js { js, map }, _)) => Ok((js, map)),
            Ok((Compiled::Refused { syntax, message, line, column }, _)) => {
                let location = line.map(|l| arms::js::locate(source, file, l, column.unwrap_or(1)));
                let diagnostics = vec![outcome::Diagnostic { message, location }];
                Err(if syntax {
                    End::SyntaxError { diagnostics, dropped: 0 }
                } else {
                    End::CompileError { diagnostics, dropped: 0 }
                })
            }
            Err(message) => Err(End::ToolchainFailure { message }),
        }
    }

    /// The Java arm's JVMs, started on first use (`GG_JAVA_POOL`, default 1:
    /// a TeaVM build keeps a core busy for seconds).
    fn jvm(&self) -> Result<&arms::java::pool::JvmPool, String> {
        self.jvm
            .get_or_init(|| {
                let size = std::env::var("GG_JAVA_POOL").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
                arms::java::pool::JvmPool::new(size)
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Prepares an arm ahead of its first turn: for Ruby, starts an Opal
    /// compiler; for Java, places the driver and the SDK jar and starts one
    /// JVM, so the first Java turn pays for neither. `Err` is gg's own
    /// failure (a missing toolchain), which the first turn would report too.
    pub fn warm(&self, lang: Lang) -> Result<(), String> {
        match lang {
            Lang::JavaScript => Ok(()),
            Lang::Ruby => self.opal()?.warm(),
            Lang::Java => self.jvm()?.warm(),
        }
    }

    /// Compiles a Java program into its own component, or the refusal. The
    /// component is kept by the digest of the program, so a repeated program
    /// skips javac and TeaVM.
    #[allow(clippy::result_large_err, reason = "a refusal becomes the outcome as it is")]
    fn prepare_java(
        &self,
        source: &str,
        modules: &[code_modules::BoundModule],
        module_errors: &mut Vec<outcome::ModuleError>,
    ) -> Result<sandbox::LoadedGuest, End> {
        use sha2::Digest;
        let toolchain = |message: String| End::ToolchainFailure { message };
        let mut module_dirs = Vec::new();
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
        let digest = digest
            .chain_update(source)
            .chain_update([0])
            .chain_update(arms::java::GG_ENTRY)
            .chain_update(arms::java::toolchain_digest())
            .chain_update(arms::java::ENCODING)
            .finalize();
        let hex: String = digest.iter().take(16).map(|b| format!("{b:02x}")).collect();
        let work = cache_dir().join("java").join("work");
        let cached = work.join(format!("{hex}-wasmtime{}.cwasm", gg_sandbox_artifacts::WASMTIME_VERSION));
        let component = match cached.is_file() {
            true => None,
            false => {
                let pool = self.jvm().map_err(toolchain)?;
                static BUILDS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
                let n = BUILDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let dir = work.join(format!("{hex}-{}-{n}", std::process::id()));
                let written = std::fs::create_dir_all(&dir)
                    .and_then(|()| std::fs::write(dir.join("Program.java"), source))
                    .and_then(|()| std::fs::write(dir.join("GgEntry.java"), arms::java::GG_ENTRY));
                written.map_err(|e| toolchain(format!("the Java compile workspace {}: {e}", dir.display())))?;
                let answer = pool.build_with(&dir, &module_dirs);
                let result = answer.map_err(toolchain).and_then(|a| {
                    if a.ok {
                        let wasm = a.wasm.unwrap_or_default();
                        let core =
                            std::fs::read(&wasm).map_err(|e| toolchain(format!("TeaVM's module {wasm}: {e}")))?;
                        arms::java::encode(&core).map_err(toolchain)
                    } else {
                        match a.band.as_deref() {
                            Some(band @ ("syntax" | "compile")) => {
                                let total = a.total.unwrap_or(a.diagnostics.len());
                                Err(arms::java::refusal(band, &a.diagnostics, total, source, "Program.java"))
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
        sandbox::LoadedGuest::compile_jvm(component.as_deref(), &cached).map_err(|e| toolchain(e.0))
    }

    /// Compiles one Java code module (javac alone) into a directory named by
    /// its digest, once; later programs put that directory on their
    /// classpath. `Err(Ok)` is the module's own failure (reported on the
    /// module channel), `Err(Err)` gg's.
    #[allow(clippy::result_large_err, reason = "a module's failure is reported as it is")]
    fn compile_java_module(
        &self,
        m: &code_modules::BoundModule,
    ) -> Result<PathBuf, Result<outcome::ModuleError, String>> {
        use sha2::Digest;
        let key = arms::java::java_key(&m.key);
        let file = format!("lib/{key}.java");
        let failure = |class: &str, message: String, location| {
            Err(Ok(outcome::ModuleError { key: key.clone(), class: class.into(), message, location }))
        };
        let (wrapped, header) = match arms::java::wrap_module(&key, &m.source) {
            Ok(w) => w,
            Err(message) => return failure("compile-error", message, None),
        };
        let digest = sha2::Sha256::new().chain_update(&wrapped).chain_update(arms::java::toolchain_digest()).finalize();
        let hex: String = digest.iter().take(16).map(|b| format!("{b:02x}")).collect();
        let dir = cache_dir().join("java").join("modules").join(format!("{key}-{hex}"));
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
                let location = (d.line > 0).then(|| arms::js::locate(&m.source, &file, d.line, column.max(1)));
                let band = if answer.band.as_deref() == Some("syntax") { "syntax-error" } else { "compile-error" };
                (band, d.message.clone(), location)
            }
            None => ("compile-error", answer.message.unwrap_or_else(|| "the module did not compile".into()), None),
        };
        failure(class, message, location)
    }

    /// Compiles the code modules a Ruby program's `lib` offers. A module
    /// that does not compile is offered empty and reported on the module
    /// channel; it never stops the program.
    fn prepare_ruby_modules(&self, bound: Vec<code_modules::BoundModule>) -> Result<RubyModules, String> {
        use arms::ruby::compiler::Compiled;
        let mut wire = Vec::new();
        let mut prepared = Vec::new();
        let mut errors = Vec::new();
        for m in bound {
            let file = format!("lib/{}.rb", m.key);
            let mut refuse = |class: &str, message: String, location| {
                errors.push(outcome::ModuleError { key: m.key.clone(), class: class.into(), message, location });
            };
            if !arms::ruby::valid_key(&m.key) {
                refuse(
                    "compile-error",
                    format!("`{}` is not a key a Ruby program can write as lib.<key>", m.key),
                    None,
                );
                continue;
            }
            let compiled = self.opal()?.compile(&arms::ruby::wrap(&m.source), &file)?.0;
            let (source, exports, map) = match compiled {
                Compiled::Js { js, map } => {
                    (format!("{js}\n//# sourceURL={file}"), arms::ruby::offered(&m.source), map)
                }
                Compiled::Refused { syntax, message, line, column } => {
                    let location = line.map(|l| arms::js::locate(&m.source, &file, l, column.unwrap_or(1)));
                    refuse(if syntax { "syntax-error" } else { "compile-error" }, message, location);
                    (String::new(), Some(Vec::new()), String::new())
                }
            };
            wire.push(api::guest::CodeModule { key: m.key.clone(), source, file_name: file.clone(), exports });
            prepared.push(arms::ruby::PreparedModule { key: m.key, file, source: m.source, map });
        }
        Ok(RubyModules { wire, prepared, errors })
    }

    /// Runs one turn. Never fails: gg's own failures are
    /// [`End::ToolchainFailure`].
    pub fn run(&self, turn: Turn) -> Outcome {
        let file = turn.file_name.clone().unwrap_or_else(|| turn.lang.default_file_name().to_string());
        let started = Instant::now();
        let mut outcome = Outcome::new(turn.lang.name(), End::Completed { value: None });
        let workspace_files = match WorkspaceFiles::new(&turn.workspace) {
            Ok(f) => f.with_walk_timeout(turn.limits.call_timeout),
            Err(e) => {
                outcome.end = End::ToolchainFailure { message: format!("workspace {}: {e}", turn.workspace.display()) };
                return outcome;
            }
        };
        let state = match &turn.state {
            StateChoice::Default => Some(State::at(State::default_path(workspace_files.root()))),
            StateChoice::At(p) => Some(State::at(p)),
            StateChoice::None => None,
        };
        #[allow(clippy::result_large_err, reason = "a refusal becomes the outcome as it is")]
        let prepared = match turn.lang {
            Lang::JavaScript => arms::js::prepare(&turn.source, &file).map(Ready::Js),
            Lang::Java => {
                let bound = code_modules::in_scope(&turn.modules, state.as_ref(), turn.lang.extension());
                self.prepare_java(&turn.source, &bound, &mut outcome.module_errors).map(Ready::Java)
            }
            Lang::Ruby => self.prepare_ruby(&turn.source, &file).and_then(|(js, map)| {
                let bound = code_modules::in_scope(&turn.modules, state.as_ref(), turn.lang.extension());
                let modules = self.prepare_ruby_modules(bound).map_err(|message| End::ToolchainFailure { message })?;
                outcome.module_errors = modules.errors;
                Ok(Ready::Ruby {
                    program: api::guest::Program {
                        source: format!("{js}\n//# sourceURL={file}"),
                        file_name: file.clone(),
                        imports: Vec::new(),
                        modules: modules.wire,
                    },
                    map,
                    modules: modules.prepared,
                })
            }),
        };
        outcome.timings.prepare_us = started.elapsed().as_micros() as u64;
        let prepared = match prepared {
            Ok(p) => p,
            Err(end) => {
                outcome.end = end;
                return outcome;
            }
        };
        let caps = Capabilities {
            views: turn.views.unwrap_or_else(|| match &state {
                Some(s) => Box::new(StateViews::new(s.clone())),
                None => Box::new(TurnViews::default()),
            }),
            shell: turn.shell.unwrap_or_else(|| Box::new(HostShell::new(workspace_files.clone()))),
            tasks: turn.tasks.unwrap_or_else(|| match &state {
                Some(s) => Box::new(StateTasks::new(s.clone())),
                None => Box::new(NoState),
            }),
            memories: turn.memories.unwrap_or_else(|| match &state {
                Some(s) => Box::new(StateMemories::new(s.clone())),
                None => Box::new(NoState),
            }),
            context: turn.context.unwrap_or_else(|| match &state {
                Some(s) => Box::new(StateContext::new(s.clone())),
                None => Box::new(NoState),
            }),
            skills: turn.skills.unwrap_or_else(|| Box::new(DirSkills::new(turn.skills_dir.clone()))),
            docs: turn.docs.unwrap_or_else(|| {
                let loaded = match turn.lang {
                    Lang::JavaScript => Ok(self.js_catalogue),
                    Lang::Ruby => catalogue("ruby", "ruby"),
                    Lang::Java => catalogue("java", "java"),
                };
                match loaded {
                    Ok(c) => Box::new(CatalogueDocs::new(c)),
                    Err(why) => Box::new(NoCatalogue(why)),
                }
            }),
            session: turn.session.unwrap_or_else(|| Box::new(TurnSession::default())),
            files: turn.files.unwrap_or_else(|| Box::new(workspace_files)),
            tools: turn.tools,
            grants: turn.grants,
            lang_extension: turn.lang.extension(),
            bound: Vec::new(),
        };
        let no_program = api::guest::Program {
            source: String::new(),
            file_name: file.clone(),
            imports: Vec::new(),
            modules: Vec::new(),
        };
        let (guest, program) = match &prepared {
            Ready::Js(p) => (&self.js, &p.program),
            Ready::Java(g) => (g, &no_program),
            Ready::Ruby { program, .. } => match self.ruby_guest() {
                Ok(g) => (g, program),
                Err(message) => {
                    outcome.end = End::ToolchainFailure { message };
                    return outcome;
                }
            },
        };
        let raw = guest.run(program, caps, &turn.limits);
        let stderr = String::from_utf8_lossy(&raw.stderr.0).into_owned();
        outcome.end = match raw.end {
            Ok(end) => match &prepared {
                Ready::Js(p) => arms::js::finish(end, p, &turn.source),
                Ready::Java(_) => match end {
                    api::guest::RunEnd::Completed(_) => End::Completed { value: None },
                    _ => End::ToolchainFailure { message: "the Java program reported an end it cannot have".into() },
                },
                Ready::Ruby { map, modules, .. } => {
                    let failures = raw.module_failures.into_iter().map(|f| arms::ruby::module_failure(f, modules));
                    outcome.module_errors.extend(failures);
                    arms::ruby::finish(end, map, &turn.source, &file)
                }
            },
            Err(sandbox::Stopped::Limit(limit, message)) => End::Limit { limit, message },
            Err(sandbox::Stopped::Crashed(message)) => {
                End::ToolchainFailure { message: format!("guest crashed: {message}") }
            }
            Err(sandbox::Stopped::Trapped { trap, frames }) => {
                arms::java::finish(trap, &frames, &stderr, &turn.source, "Program.java")
            }
        };
        outcome.stdout =
            Captured { text: String::from_utf8_lossy(&raw.stdout.0).into_owned(), dropped_bytes: raw.stdout.1 };
        let stderr = match prepared {
            Ready::Java(_) => arms::java::clean_stderr(&stderr),
            _ => stderr,
        };
        outcome.stderr = Captured { text: stderr, dropped_bytes: raw.stderr.1 };
        outcome.calls = raw.calls;
        outcome.views = raw
            .views
            .into_iter()
            .map(|v| ViewRecord { id: v.id, label: v.label, body: v.body, path: v.path })
            .collect();
        outcome.timings.instantiate_us = raw.instantiate.as_micros() as u64;
        outcome.timings.run_us = raw.run.as_micros() as u64;
        outcome.timings.host_calls_us = raw.host_time.as_micros() as u64;
        outcome.texts = raw.texts;
        outcome.finished = raw.finished;
        if let Some(state) = &state {
            // A binding that cannot be kept is not the model's failure: the
            // module is simply not offered next turn.
            let _ = code_modules::bind(state, &raw.bound);
            outcome.turn_number = record(state, &turn.source, &outcome);
        }
        outcome
    }
}

/// Appends the turn to the workspace's thread. A failure to record is not the
/// model's: the outcome stands, without a number.
fn record(state: &State, source: &str, outcome: &Outcome) -> Option<u32> {
    let json = serde_json::to_string(outcome).ok()?;
    capabilities::context::record_turn(state, &outcome.lang, outcome.end.kind(), source, &json).ok()
}
