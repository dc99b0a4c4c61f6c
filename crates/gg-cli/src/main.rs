//! The `gg` command line: run one turn, prepare a program without running
//! it, serve an agent over the broker protocol (`gg session`), serve MCP
//! clients (`gg mcp`), or serve many agents over HTTP (`gg serve`).
//!
//! Exit codes: 0 the program completed (or, for `check`, is ready to run);
//! 1 the program failed; 2 usage error; 3 toolchain failure (gg's defect).

mod broker;
mod config;
mod journal;
mod mcp;
mod metrics;
mod serve;

use clap::{Parser, Subcommand};
use gg::{End, Grants, Lang, Limits, Runtime, ToolRegistry, Turn};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(Parser)]
#[command(name = "gg", version, about = "Run a model's reply as a sandboxed program")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Args)]
struct Source {
    /// The program's language; inferred from the file's extension when absent.
    #[arg(long)]
    lang: Option<String>,
    /// The program's file, or `-` for standard input.
    file: String,
}

/// Where a program runs and what it may do: the same for `gg run` and `gg mcp`.
#[derive(clap::Args)]
struct Setup {
    /// The directory the program's files are confined to.
    #[arg(long, default_value = ".")]
    workspace: PathBuf,
    /// Guest run-time deadline in seconds, host calls not counted [default: 30].
    #[arg(long)]
    deadline: Option<f64>,
    /// Guest memory cap in MiB [default: 256].
    #[arg(long)]
    memory_mib: Option<usize>,
    /// Grant a capability (repeatable): read-files, write-files, shell, network (shell commands reach the network), tasks, memories, context, skills, tools, mcp (every MCP server of gg.toml), mcp:<server>.
    #[arg(long = "grant", value_name = "CAPABILITY")]
    grants: Vec<String>,
    /// Withdraw a capability (repeatable).
    #[arg(long = "deny", value_name = "CAPABILITY")]
    denies: Vec<String>,
    /// Settings file [default: gg.toml in the workspace, when present].
    #[arg(long)]
    config: Option<PathBuf>,
    /// The state database [default: <workspace>/.gg/state.db].
    #[arg(long, conflicts_with = "no_state")]
    state: Option<PathBuf>,
    /// Keep no state: no tasks, memories or context, and the turn is not recorded.
    #[arg(long)]
    no_state: bool,
    /// The directory whose folders are the agent's skills.
    #[arg(long)]
    skills: Option<PathBuf>,
}

/// Where the state database is.
#[derive(Debug, Clone, PartialEq)]
enum StateAt {
    /// `<workspace>/.gg/state.db`.
    Default,
    At(PathBuf),
    None,
}

/// A [`Setup`] and the settings file, settled: flags override the file.
struct Settings {
    workspace: PathBuf,
    limits: Limits,
    grants: Grants,
    state: StateAt,
    skills: Option<PathBuf>,
    config: config::Config,
}

impl Setup {
    /// A setup of `workspace` with no flags: the settings come from a file.
    fn of(workspace: PathBuf) -> Setup {
        Setup {
            workspace,
            deadline: None,
            memory_mib: None,
            grants: Vec::new(),
            denies: Vec::new(),
            config: None,
            state: None,
            no_state: false,
            skills: None,
        }
    }

    fn settle(self) -> Result<Settings, String> {
        if !self.workspace.is_dir() {
            return Err(format!("workspace {} is not a directory", self.workspace.display()));
        }
        let config = config::Config::load(self.config.as_deref(), &self.workspace)?;
        self.settle_with(config)
    }

    /// Settles with `config` already read (a tenant's table of `gg serve`).
    fn settle_with(self, config: config::Config) -> Result<Settings, String> {
        let workspace = self.workspace;
        if !workspace.is_dir() {
            return Err(format!("workspace {} is not a directory", workspace.display()));
        }
        let mut limits = Limits::default();
        if let Some(d) = self.deadline.or(config.limits.deadline_seconds) {
            if !(d.is_finite() && d > 0.0) {
                return Err("the deadline must be a positive number of seconds".into());
            }
            limits.deadline = Duration::from_secs_f64(d);
        }
        if let Some(m) = self.memory_mib.or(config.limits.memory_mib) {
            if m == 0 || m << 20 > gg::MAX_MEMORY_BYTES {
                return Err(format!("the memory cap must be 1 to {} MiB", gg::MAX_MEMORY_BYTES >> 20));
            }
            limits.memory_bytes = m << 20;
        }
        if let Some(n) = config.limits.max_calls {
            limits.max_calls = n;
        }
        if let Some(t) = config.limits.call_timeout_seconds {
            if !(t.is_finite() && t > 0.0) {
                return Err("call-timeout-seconds must be positive".into());
            }
            limits.call_timeout = Duration::from_secs_f64(t);
        }
        if let Some(t) = config.limits.host_seconds {
            if !(t.is_finite() && t > 0.0) {
                return Err("host-seconds must be positive".into());
            }
            limits.host_time = Duration::from_secs_f64(t);
        }
        if let Some(k) = config.limits.state_write_kib {
            limits.state_write_bytes = k << 10;
        }
        if let Some(k) = config.limits.stdout_kib {
            limits.stdout_bytes = k << 10;
        }
        if let Some(k) = config.limits.stderr_kib {
            limits.stderr_bytes = k << 10;
        }
        if let Some(s) = config.shell_sandbox {
            limits.shell_sandbox = s.into();
        }
        let mut grants = if config.grants.is_some() { Grants::none() } else { Grants::default() };
        for g in config.grants.iter().flatten().chain(&self.grants) {
            grants.grant(g)?;
        }
        for g in config.deny.iter().chain(&self.denies) {
            grants.deny(g)?;
        }
        let state = match (self.no_state, self.state, &config.state) {
            (true, _, _) | (false, None, Some(config::StateSetting::Enabled(false))) => StateAt::None,
            (false, Some(p), _) => StateAt::At(p),
            (false, None, Some(config::StateSetting::Path(p))) => StateAt::At(config.resolve(p)),
            _ => StateAt::Default,
        };
        let skills = self.skills.or_else(|| config.skills.as_ref().map(|p| config.resolve(p)));
        Ok(Settings { workspace, limits, grants, state, skills, config })
    }
}

impl Settings {
    /// Starts the MCP servers the grants reach and registers their tools.
    /// A server that does not start, and a tool gg cannot register, is told
    /// on stderr (for the operator) and left out; a program calling into the
    /// missing server is told why. The bridge must outlive every turn that
    /// holds the registry.
    fn bridge(&self) -> Result<(Option<gg::capabilities::McpBridge>, ToolRegistry), String> {
        let mut registry = ToolRegistry::new();
        for name in self.config.mcp.servers.keys() {
            if !self.grants.has(&format!("mcp:{name}")) {
                let why = format!(
                    "MCP server `{name}`'s tools need the `mcp:{name}` (or `mcp`) grant, which this agent does not have"
                );
                registry.missing_group(name, gg::api::core::ErrorCode::Unavailable, &why);
            }
        }
        let servers = self.config.mcp_servers(&self.grants);
        if servers.is_empty() {
            return Ok((None, registry));
        }
        let (bridge, failures) = gg::capabilities::McpBridge::start(servers)?;
        for f in failures {
            eprintln!("gg: MCP server `{}` did not start: {}", f.server, f.message);
            let why = format!("MCP server `{}` did not start: {}", f.server, f.message);
            registry.missing_group(&f.server, gg::api::core::ErrorCode::Io, &why);
        }
        for (tool, why) in bridge.register(&mut registry) {
            eprintln!("gg: MCP tool `{tool}` is left out: {why}");
        }
        Ok((Some(bridge), registry))
    }
}

#[derive(Subcommand)]
enum Command {
    /// Run one turn and report how it ended.
    Run {
        #[command(flatten)]
        source: Source,
        /// Print the outcome as JSON instead of the human report.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        setup: Setup,
    },
    /// Serve one agent over the broker protocol: JSON lines on stdin and
    /// stdout (open, exec, wait, stop, close; tool_call answered by
    /// tool_result or tool_error). See docs/src/session-protocol.md.
    Session,
    /// Serve MCP clients on stdin and stdout: tools exec, wait, stop,
    /// approve, deny, docs_search and docs_open; one prompt per language.
    /// Grants, limits and the workspace as for `gg run`; the `[mcp]` table
    /// of gg.toml for the rest.
    Mcp {
        #[command(flatten)]
        setup: Setup,
        /// A language `exec` offers (repeatable) [default: `[mcp] languages`, else every arm built].
        #[arg(long = "lang", value_name = "LANG")]
        langs: Vec<String>,
        /// How long exec and wait observe a program, in seconds [default: `[mcp] window-seconds`, else 20].
        #[arg(long)]
        window: Option<f64>,
        /// Do not start the offered languages' toolchains with the server.
        #[arg(long)]
        no_warm: bool,
    },
    /// Serve many agents over HTTP: MCP (Streamable HTTP) at /mcp, the
    /// broker protocol over a WebSocket at /session, /healthz, /readyz and
    /// /metrics. Tenants, their tokens, workspaces, grants and limits come
    /// from the `[serve]` table of the configuration; SIGTERM drains.
    Serve {
        /// The address to listen on [default: `[serve] listen`, else 127.0.0.1:8750].
        #[arg(long)]
        listen: Option<String>,
        /// The configuration file holding `[serve]` and its tenants.
        #[arg(long)]
        config: Option<PathBuf>,
        /// Serve without tokens, on 127.0.0.1 only, one tenant (`local`)
        /// whose workspace is --workspace: for a trial on one machine.
        #[arg(long)]
        insecure_loopback: bool,
        /// The workspace of --insecure-loopback's tenant.
        #[arg(long, default_value = ".")]
        workspace: PathBuf,
        /// Do not start the offered languages' toolchains with the server.
        #[arg(long)]
        no_warm: bool,
        /// Join a fleet: the NATS servers (comma-separated nats:// URLs,
        /// JetStream on) its nodes share [default: `[serve] cluster`].
        #[arg(long)]
        cluster: Option<String>,
        /// This node's name in the fleet [default: `[serve] node`, else a random one].
        #[arg(long)]
        node: Option<String>,
    },
    /// Print instructions for a model writing LANG: the program lifecycle,
    /// tool calls, output and completion, typed declarations of every tool,
    /// and the SDK's catalogue.
    Instructions {
        /// The language (js, ruby, java, opal, python).
        #[arg(long)]
        lang: String,
        /// A JSON file holding an array of tool declarations, as `gg session`'s
        /// `open` takes them (`name`, `description`, `input_schema`).
        #[arg(long)]
        tools: Option<PathBuf>,
    },
    /// Compile every guest this gg carries (or LANG's) for this machine
    /// now, into gg's cache: what each language's first turn would
    /// otherwise do. For an image or a deployment built ahead of use.
    Prepare {
        /// A language to prepare (repeatable) [default: every one].
        #[arg(long = "lang", value_name = "LANG")]
        langs: Vec<String>,
    },
    /// Prepare a program without running it.
    Check {
        #[command(flatten)]
        source: Source,
        #[arg(long)]
        json: bool,
    },
    /// The Java build daemon that `gg run` and `gg check` start and share
    /// (per user; it exits after 15 idle minutes). Not for direct use.
    #[command(hide = true)]
    JavaDaemon,
}

fn usage(message: String) -> ExitCode {
    eprintln!("gg: {message}");
    ExitCode::from(2)
}

fn read_source(source: &Source) -> Result<(Lang, String, String), String> {
    let (text, name) = if source.file == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map_err(|e| format!("reading standard input: {e}"))?;
        (text, None)
    } else {
        let text = std::fs::read_to_string(&source.file).map_err(|e| format!("{}: {e}", source.file))?;
        (text, PathBuf::from(&source.file).file_name().map(|n| n.to_string_lossy().into_owned()))
    };
    let lang = match &source.lang {
        Some(l) => Lang::from_name(l).ok_or_else(|| {
            let known: Vec<&str> = Lang::all().map(Lang::name).collect();
            format!("unknown language `{l}` (known: {})", known.join(", "))
        })?,
        None => {
            let ext = name.as_deref().and_then(|n| n.rsplit_once('.')).map(|(_, e)| e).unwrap_or("js");
            Lang::from_name(ext).ok_or_else(|| format!("cannot tell the language of `{}`: pass --lang", source.file))?
        }
    };
    let name = name.unwrap_or_else(|| lang.default_file_name().to_string());
    Ok((lang, text, name))
}

fn exit_for(end: &End) -> ExitCode {
    match end {
        End::Completed { .. } => ExitCode::SUCCESS,
        End::ToolchainFailure { .. } => ExitCode::from(3),
        // The program's own status is in the outcome (`end.status`); gg's
        // codes 1-3 keep their meaning (decision 0032).
        End::Exit { .. } => ExitCode::from(4),
        _ => ExitCode::from(1),
    }
}

fn main() -> ExitCode {
    // Every command runs on a thread with the stack a turn needs
    // (`TURN_THREAD_STACK`): the guest's wasm stack and the host's frames
    // beside it; the main thread's 8 MiB is not enough for a guest that
    // recurses to wasmtime's limit.
    match std::thread::Builder::new().name("gg".into()).stack_size(gg::TURN_THREAD_STACK).spawn(command) {
        Ok(thread) => thread.join().unwrap_or(ExitCode::from(101)),
        Err(why) => {
            eprintln!("gg: could not start a thread for the command: {why}");
            ExitCode::from(3)
        }
    }
}

fn command() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    if let Command::JavaDaemon = cli.command {
        return match gg::arms::java::daemon_server::serve() {
            Ok(()) => ExitCode::SUCCESS,
            Err(why) => {
                eprintln!("gg java-daemon: {why}");
                ExitCode::from(3)
            }
        };
    }
    // A one-shot command builds Java on the user's shared daemon, warm
    // after its first use, instead of starting a JVM of its own.
    if matches!(cli.command, Command::Run { .. } | Command::Check { .. }) {
        gg::arms::java::daemon::enable(true);
    }
    let runtime = match Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("gg: toolchain failure: {e}");
            return ExitCode::from(3);
        }
    };
    match cli.command {
        Command::Instructions { lang, tools } => {
            let lang = match Lang::from_name(&lang) {
                Some(l) => l,
                None => return usage(format!("unknown language `{lang}`")),
            };
            let registry = match tools.map(|path| broker::declared_tools(&path)).transpose() {
                Ok(r) => r.unwrap_or_default(),
                Err(why) => return usage(why),
            };
            match runtime.instructions(lang, &registry) {
                Ok(text) => {
                    print!("{text}");
                    ExitCode::SUCCESS
                }
                Err(why) => {
                    eprintln!("gg: toolchain failure: {why}");
                    ExitCode::from(3)
                }
            }
        }
        Command::JavaDaemon => unreachable!("served above"),
        Command::Session => {
            broker::serve(runtime);
            ExitCode::SUCCESS
        }
        Command::Prepare { langs } => {
            let mut chosen = Vec::new();
            for name in &langs {
                match Lang::from_name(name) {
                    Some(l) => chosen.push(l),
                    None => return usage(format!("unknown language `{name}`")),
                }
            }
            if chosen.is_empty() {
                chosen = Lang::all().collect();
            }
            for lang in chosen {
                let started = std::time::Instant::now();
                if let Err(why) = runtime.load(lang) {
                    eprintln!("gg: toolchain failure: {}: {why}", lang.name());
                    return ExitCode::from(3);
                }
                println!("{}: ready ({:.1} s)", lang.name(), started.elapsed().as_secs_f64());
            }
            ExitCode::SUCCESS
        }
        Command::Mcp { setup, langs, window, no_warm } => {
            let settings = match setup.settle() {
                Ok(s) => s,
                Err(m) => return usage(m),
            };
            let options = mcp::Options { langs, window, warm: !no_warm };
            mcp::serve(runtime, settings, options)
        }
        Command::Serve { listen, config, insecure_loopback, workspace, no_warm, cluster, node } => serve::serve(
            runtime,
            serve::Options { listen, config, insecure_loopback, workspace, warm: !no_warm, cluster, node },
        ),
        Command::Run { source, json, setup } => {
            let (lang, text, name) = match read_source(&source) {
                Ok(s) => s,
                Err(m) => return usage(m),
            };
            let settings = match setup.settle() {
                Ok(s) => s,
                Err(m) => return usage(m),
            };
            let (_bridge, tools) = match settings.bridge() {
                Ok(b) => b,
                Err(why) => {
                    eprintln!("gg: toolchain failure: {why}");
                    return ExitCode::from(3);
                }
            };
            let mut turn = Turn::new(lang, text)
                .file_name(name)
                .workspace(&settings.workspace)
                .limits(settings.limits)
                .grants(settings.grants)
                .tools(tools);
            match settings.state {
                StateAt::None => turn = turn.without_state(),
                StateAt::At(p) => turn = turn.state_path(p),
                StateAt::Default => {}
            }
            if let Some(dir) = settings.skills {
                turn = turn.skills_dir(dir);
            }
            let outcome = runtime.run(turn);
            if json {
                println!("{}", serde_json::to_string_pretty(&outcome).expect("an outcome serialises"));
            } else {
                let mut out = std::io::stdout();
                let _ = out.write_all(outcome.stdout.text.as_bytes());
                let _ = out.flush();
                let mut err = std::io::stderr();
                let _ = err.write_all(outcome.stderr.text.as_bytes());
                let _ = err.write_all(gg::report::render(&outcome).as_bytes());
            }
            exit_for(&outcome.end)
        }
        Command::Check { source, json } => {
            let (lang, text, name) = match read_source(&source) {
                Ok(s) => s,
                Err(m) => return usage(m),
            };
            let end = runtime.check(lang, &text, Some(&name)).unwrap_or(End::Completed { value: None });
            if json {
                println!("{}", serde_json::to_string_pretty(&end).expect("an end serialises"));
            } else {
                let outcome = gg::Outcome::new(lang.name(), end.clone());
                eprint!("{}", gg::report::render(&outcome));
            }
            exit_for(&end)
        }
    }
}
