//! The limits one turn runs under: guest time, memory, output, calls.
//!
//! Pure data, shared by the sandbox (which enforces the guest's time, memory
//! and output), the host side of the membrane (calls, argument and result
//! sizes) and the capabilities (walk and tool timeouts).

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
    /// Bytes of view bodies one turn may open; past it `limit-exceeded`.
    pub turn_view_bytes: usize,
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
        }
    }
}
