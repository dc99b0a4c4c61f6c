//! `gg.toml`: the operator's settings for a workspace (grants, limits, the
//! skills directory, the state path), read from `--config FILE` or else from
//! `gg.toml` in the workspace. Command-line flags override it.
//!
//! ```toml
//! grants = ["read-files", "write-files", "shell"]  # replaces the default set
//! deny = ["memories"]                               # then removed
//! state = ".gg/state.db"                            # or false for no state
//! skills = "skills"
//! shell-sandbox = "bwrap"  # or, by hand only, "none" (see below)
//!
//! [limits]
//! deadline-seconds = 30
//! memory-mib = 256
//! max-calls = 1000
//! call-timeout-seconds = 60
//! host-seconds = 60          # host CPU time on one program's calls
//! state-write-kib = 4096     # memories, tasks, session text one program writes
//!
//! [mcp]                      # `gg mcp` only
//! languages = ["js", "ruby"] # what `exec` offers [default: every arm built]
//! warm = true                # start their toolchains with the server
//! window-seconds = 20        # how long exec and wait observe
//! lifetime-seconds = 3600    # a program's life, from its exec
//! chunk-kib = 64             # output one observation carries
//! programs = 1000            # programs one session may run
//! concurrent-programs = 32   # programs running at once, across sessions
//! source-kib = 1024          # one program's text
//! sessions = 16              # sessions open at once
//!
//! [mcp.servers.github]       # an MCP server whose tools programs may call
//! command = "npx"            # started over stdio when its grant is held
//! args = ["-y", "some-mcp-server"]
//! env = { TOKEN = "…" }      # beside PATH, HOME, LANG, TMPDIR, USER
//! cwd = "."                  # [default: this file's directory]
//! approval = "ask"           # every call of its tools asks first
//! [mcp.servers.github.tools.create_issue]
//! approval = "ask"           # or just this tool (gg's name or the server's)
//!
//! [mcp.servers.search]       # or reached by streamable HTTP (http:// only)
//! url = "http://127.0.0.1:8808/mcp"
//! headers = { Authorization = "Bearer …" }
//! ```
//!
//! A server's tools are the group `tools.<server>` in programs and need the
//! `mcp` or `mcp:<server>` grant; without it the server is not started.
//!
//! `shell-sandbox`: `shell.run` commands run in a bubblewrap sandbox
//! (`bwrap`, the default), and are refused with `unavailable` where none can
//! be made. `"none"` runs them directly on the host as gg's user (only the
//! environment allowlist, the process-group kill and the rlimits bound
//! them); there is no flag for it.
//!
//! Relative paths are relative to the file's directory. Unknown keys are
//! refused, so a misspelt limit never silently does nothing.

use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub grants: Option<Vec<String>>,
    #[serde(default)]
    pub deny: Vec<String>,
    pub state: Option<StateSetting>,
    pub skills: Option<PathBuf>,
    #[serde(default)]
    pub limits: LimitsSetting,
    #[serde(default)]
    pub mcp: McpSetting,
    /// Where shell commands run ([`gg::limits::ShellSandbox`]).
    #[serde(rename = "shell-sandbox")]
    pub shell_sandbox: Option<ShellSandboxSetting>,
    /// `gg serve`'s table: the server's limits and its tenants.
    #[serde(default)]
    pub serve: ServeSetting,
    /// The directory relative paths are resolved against.
    #[serde(skip)]
    pub base: PathBuf,
}

/// `shell-sandbox`: `"bwrap"` or `"none"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ShellSandboxSetting {
    Bwrap,
    None,
}

impl From<ShellSandboxSetting> for gg::limits::ShellSandbox {
    fn from(s: ShellSandboxSetting) -> Self {
        match s {
            ShellSandboxSetting::Bwrap => gg::limits::ShellSandbox::Bwrap,
            ShellSandboxSetting::None => gg::limits::ShellSandbox::None,
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum StateSetting {
    Enabled(bool),
    Path(PathBuf),
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct LimitsSetting {
    pub deadline_seconds: Option<f64>,
    pub memory_mib: Option<usize>,
    pub max_calls: Option<u32>,
    pub call_timeout_seconds: Option<f64>,
    pub host_seconds: Option<f64>,
    pub state_write_kib: Option<usize>,
    pub stdout_kib: Option<usize>,
    pub stderr_kib: Option<usize>,
}

/// The `[mcp]` table: how `gg mcp` serves (the turn's grants and limits
/// come from the rest of the file, as for `gg run`).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct McpSetting {
    /// The languages `exec` offers, by arm name.
    pub languages: Option<Vec<String>>,
    /// Start the offered languages' toolchains when the server starts.
    pub warm: Option<bool>,
    pub window_seconds: Option<f64>,
    pub lifetime_seconds: Option<f64>,
    pub chunk_kib: Option<usize>,
    pub programs: Option<u32>,
    /// Programs running at once in this process, across its sessions.
    pub concurrent_programs: Option<u32>,
    pub source_kib: Option<usize>,
    /// Sessions open at once (kept sessions and running programs).
    pub sessions: Option<usize>,
    /// MCP servers whose tools programs may call, by group name (for
    /// `gg run` and `gg mcp` alike).
    #[serde(default)]
    pub servers: BTreeMap<String, ServerSetting>,
}

/// The `[serve]` table: how `gg serve` listens, what it bounds, and its
/// tenants (`[serve.tenants.<name>]`, each read by `crate::serve`: the
/// keys of this file for its own workspace, and its tokens).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ServeSetting {
    pub listen: Option<String>,
    /// Sessions open at once across tenants (MCP sessions and sockets).
    pub sessions: Option<usize>,
    /// One request's body.
    pub body_kib: Option<usize>,
    /// A request's headers must arrive within this.
    pub header_seconds: Option<f64>,
    /// An MCP session or a socket with no request for this long closes.
    pub idle_seconds: Option<f64>,
    /// On SIGTERM, how long running programs have to finish.
    pub grace_seconds: Option<f64>,
    /// At the end of a drain's grace, hand durable sessions' programs over
    /// to a successor sharing the state instead of stopping them.
    pub hand_over: Option<bool>,
    /// Log program text and tool arguments (off: never logged).
    pub log_programs: Option<bool>,
    /// The NATS servers of the fleet this node joins (`--cluster`).
    pub cluster: Option<String>,
    /// This node's name in the fleet (`--node`).
    pub node: Option<String>,
    /// A workspace's lease in the fleet: how long a dead node's
    /// workspaces wait for another.
    pub lease_seconds: Option<f64>,
    /// The fleet's buckets' replicas (and the journal's stream's).
    pub replicas: Option<usize>,
    #[serde(default)]
    pub tenants: BTreeMap<String, toml::Table>,
}

/// One `[mcp.servers.<name>]` table.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ServerSetting {
    /// The program to start (stdio); exactly one of `command` and `url`.
    pub command: Option<String>,
    /// A streamable-HTTP endpoint.
    pub url: Option<String>,
    #[serde(default)]
    pub headers: BTreeMap<String, String>,
    #[serde(default)]
    pub args: Vec<String>,
    #[serde(default)]
    pub env: BTreeMap<String, String>,
    pub cwd: Option<PathBuf>,
    pub approval: Option<Approval>,
    #[serde(default)]
    pub tools: BTreeMap<String, ToolSetting>,
}

/// One `[mcp.servers.<name>.tools.<tool>]` table.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct ToolSetting {
    pub approval: Option<Approval>,
}

/// Whether calls run at once or wait for the agent's approval.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Approval {
    Ask,
    Auto,
}

impl Config {
    /// Reads `explicit`, else `<workspace>/gg.toml` when it exists.
    pub fn load(explicit: Option<&Path>, workspace: &Path) -> Result<Config, String> {
        let path = match explicit {
            Some(p) => p.to_path_buf(),
            None => {
                let p = workspace.join("gg.toml");
                if !p.exists() {
                    return Ok(Config { base: workspace.to_path_buf(), ..Config::default() });
                }
                p
            }
        };
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut config: Config = toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        config.base = path.parent().map(Path::to_path_buf).unwrap_or_default();
        config.check_mcp_servers().map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(config)
    }

    /// Checks the `[mcp.servers]` tables: names gg can group tools under,
    /// and a `command` or a `url` for each, not both.
    pub fn check_mcp_servers(&self) -> Result<(), String> {
        for (name, s) in &self.mcp.servers {
            if !gg::grants::is_group_name(name) {
                return Err(format!("[mcp.servers.{name}]: a server's name must match [a-z][a-z0-9_]*"));
            }
            if s.command.is_some() == s.url.is_some() {
                return Err(format!("[mcp.servers.{name}]: give exactly one of `command` and `url`"));
            }
        }
        Ok(())
    }

    /// The MCP servers `grants` let programs reach, as the bridge takes them.
    pub fn mcp_servers(&self, grants: &gg::Grants) -> Vec<gg::capabilities::McpServerConfig> {
        self.mcp
            .servers
            .iter()
            .filter(|(name, _)| grants.has(&format!("mcp:{name}")))
            .map(|(name, s)| gg::capabilities::McpServerConfig {
                name: name.clone(),
                command: s.command.clone().unwrap_or_default(),
                url: s.url.clone(),
                headers: s.headers.clone(),
                args: s.args.clone(),
                env: s.env.clone(),
                cwd: Some(s.cwd.as_ref().map(|p| self.resolve(p)).unwrap_or_else(|| self.base.clone())),
                ask: s.approval == Some(Approval::Ask),
                ask_tools: s
                    .tools
                    .iter()
                    .filter(|(_, t)| t.approval == Some(Approval::Ask))
                    .map(|(n, _)| n.clone())
                    .collect(),
            })
            .collect()
    }

    /// A path from the file, made absolute against its directory.
    pub fn resolve(&self, p: &Path) -> PathBuf {
        if p.is_absolute() { p.to_path_buf() } else { self.base.join(p) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_sandbox_is_bwrap_or_none() {
        let read = |text: &str| toml::from_str::<Config>(text).map(|c| c.shell_sandbox);
        assert_eq!(read("").unwrap(), None);
        assert_eq!(read("shell-sandbox = \"bwrap\"").unwrap(), Some(ShellSandboxSetting::Bwrap));
        assert_eq!(read("shell-sandbox = \"none\"").unwrap(), Some(ShellSandboxSetting::None));
        assert!(read("shell-sandbox = \"off\"").is_err());
        assert!(read("shell_sandbox = \"none\"").is_err());
        assert_eq!(gg::limits::ShellSandbox::from(ShellSandboxSetting::None), gg::limits::ShellSandbox::None);
    }
}
