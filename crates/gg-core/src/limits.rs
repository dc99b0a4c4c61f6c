//! The limits one turn runs under: guest time, memory, output, calls, host
//! time and the bytes a turn may leave behind.
//!
//! Pure data, shared by the sandbox (which enforces the guest's time, memory
//! and output), the host side of the membrane (calls, argument and result
//! sizes) and the capabilities (walk and tool timeouts, and whether shell
//! commands run in an OS sandbox).

use std::time::Duration;

/// The largest linear memory a guest can have, whatever [`Limits::memory_bytes`] says.
pub const MAX_MEMORY_BYTES: usize = 1 << 30;

/// Per-turn resource limits.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Guest run time, not counting time inside host calls.
    pub deadline: Duration,
    /// The guest's linear memory, in bytes (at most [`MAX_MEMORY_BYTES`]).
    pub memory_bytes: usize,
    /// Bytes of stdout kept; the rest is dropped and counted.
    pub stdout_bytes: usize,
    /// Bytes of stderr kept; the rest is dropped and counted.
    pub stderr_bytes: usize,
    /// Total bytes a program may try to write before the turn ends with the
    /// `output` limit.
    pub output_flood_bytes: u64,
    /// Calls across the membrane per turn; the next one is `limit-exceeded`.
    pub max_calls: u32,
    /// Bytes of arguments one call may carry.
    pub max_argument_bytes: usize,
    /// Bytes one call's result may carry (tool results, search matches).
    pub max_result_bytes: usize,
    /// How long one call to a host tool, or one `files.search`/`files.find`
    /// walk, may take before it is `timeout` (shell commands carry their own).
    pub call_timeout: Duration,
    /// Bytes of one view's body; a longer body is cut there and marked.
    pub view_bytes: usize,
    /// Bytes of views one turn may open (bodies, labels and paths); past it
    /// `limit-exceeded`.
    pub turn_view_bytes: usize,
    /// CPU time the host may spend on one turn's calls (searches, reads,
    /// state), measured on the thread that serves them. Past it
    /// every further call is refused and the turn ends with the `host-time`
    /// limit; a search or find still running when it runs out is cut off
    /// with `timeout`. Shell commands and host tools are bounded by their own
    /// timeouts instead.
    pub host_time: Duration,
    /// Bytes one turn may write to the workspace's state: memories (slug,
    /// text, tags, code), tasks (title, notes) and what it says
    /// (`session.text`, `session.finish`), all of which outlive the turn.
    /// Past it the write is `limit-exceeded`. The code modules a turn binds
    /// (written when it ends) have a budget of the same size of their own.
    pub state_write_bytes: usize,
    /// Where shell commands run: in a bubblewrap sandbox (the default), or,
    /// only when the operator says so, directly on the host.
    pub shell_sandbox: ShellSandbox,
}

/// Where a `shell.run` command runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ShellSandbox {
    /// Inside a bubblewrap (`bwrap`) sandbox: its own PID, mount, network
    /// (unless the turn holds `network`), IPC and UTS namespaces, the
    /// workspace the only writable place, `.gg/` and the home directories
    /// out of sight. Where no sandbox can be made the command is refused
    /// with `unavailable`; it never falls back to running unsandboxed.
    #[default]
    Bwrap,
    /// Directly on the host as gg's own user, bounded only by the
    /// environment allowlist, the process-group kill and the rlimits. For an
    /// operator who set `shell-sandbox = "none"` by hand.
    None,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            deadline: Duration::from_secs(30),
            memory_bytes: 256 << 20,
            stdout_bytes: 64 << 10,
            stderr_bytes: 64 << 10,
            output_flood_bytes: 16 << 20,
            max_calls: 1000,
            max_argument_bytes: 16 << 20,
            max_result_bytes: 16 << 20,
            call_timeout: Duration::from_secs(60),
            view_bytes: 256 << 10,
            turn_view_bytes: 4 << 20,
            host_time: Duration::from_secs(60),
            state_write_bytes: 4 << 20,
            shell_sandbox: ShellSandbox::Bwrap,
        }
    }
}
