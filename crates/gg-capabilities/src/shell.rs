//! The `shell` family: the [`Shell`] trait and [`HostShell`], commands run
//! with `/bin/sh -c` in the workspace. Off unless granted.
//!
//! Invariants: a command runs inside an OS sandbox
//! ([`super::shell_sandbox`]: bubblewrap, its own PID namespace, the
//! workspace the only writable place, `.gg/` and the home directories out of
//! sight, no network without the `network` grant), or not at all: where no
//! sandbox can be made it is refused with `unavailable` and the reason,
//! unless the operator chose [`ShellSandbox::None`] (`shell-sandbox =
//! "none"` in gg.toml). Its environment is an explicit allowlist (`PATH`,
//! `HOME` = the workspace, `LANG`, `TERM`, plus what the program passes),
//! never the host's; it runs under rlimits (CPU, file size, memory,
//! processes; [`super::shell_sandbox::Rlimits`]) and in its own process
//! group. When the timeout passes or the turn is stopped, bwrap (or, without
//! a sandbox, the whole group) is killed, which ends the PID namespace and
//! every process in it; when the command exits the namespace ends too, so no
//! background child outlives the call (without a sandbox, the group is
//! killed, which a `setsid` escapes). The call returns by its deadline even
//! when something still holds the output pipes. Output is captured up to a
//! cap and the rest counted. A process that ran is a success whatever its
//! exit code; in the sandbox a command ended by signal N reports exit code
//! 128 + N, as bwrap passes it on.

use super::files::{STATE_DIR, WorkspaceFiles, api_error};
use super::shell_sandbox::{self, Rlimits};
use gg_core::control::Interrupt;
use gg_core::limits::ShellSandbox;
use gg_membrane::api::core::{ApiError, ErrorCode};
use gg_membrane::api::shell::{RunOptions, RunResult};
use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The timeout when the program names none.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(120);
pub use super::shell_sandbox::MAX_TIMEOUT;
/// Bytes of each output stream kept.
pub const OUTPUT_CAP: usize = 256 << 10;
/// How long, once the command is killed (or, without a sandbox, once it
/// exited past its deadline), its output may take to close before the call
/// returns without the rest.
const CLOSE_GRACE: Duration = Duration::from_millis(500);

/// Commands on the host.
pub trait Shell: Send {
    fn run(&mut self, command: &str, options: &RunOptions) -> Result<RunResult, ApiError>;
}

/// [`Shell`] over `/bin/sh` in a workspace, sandboxed (by default) with
/// bubblewrap, without the network.
#[derive(Debug, Clone)]
pub struct HostShell {
    files: WorkspaceFiles,
    interrupt: Interrupt,
    network: bool,
    sandbox: ShellSandbox,
    limits: Rlimits,
}

impl HostShell {
    pub fn new(files: WorkspaceFiles) -> Self {
        HostShell {
            files,
            interrupt: Interrupt::new(),
            network: false,
            sandbox: ShellSandbox::Bwrap,
            limits: Rlimits::default(),
        }
    }

    /// Ends a running command (its whole sandbox) as soon as `interrupt` is set.
    pub fn with_interrupt(mut self, interrupt: Interrupt) -> Self {
        self.interrupt = interrupt;
        self
    }

    /// Whether commands reach the network (the turn holds `network`).
    pub fn with_network(mut self, network: bool) -> Self {
        self.network = network;
        self
    }

    /// Where commands run ([`ShellSandbox::Bwrap`] unless the operator said otherwise).
    pub fn with_sandbox(mut self, sandbox: ShellSandbox) -> Self {
        self.sandbox = sandbox;
        self
    }

    /// The rlimits commands run under ([`Rlimits::default`] unless replaced).
    pub fn with_rlimits(mut self, limits: Rlimits) -> Self {
        self.limits = limits;
        self
    }

    /// The sandboxed command, or why none can be made.
    fn sandboxed(&self, op: &str, cwd: &std::path::Path, command: &str) -> Result<Command, ApiError> {
        let bwrap = shell_sandbox::bwrap().map_err(|why| {
            api_error(
                op,
                ErrorCode::Unavailable,
                format!("shell commands run only in a sandbox, and none can be made: {why}"),
            )
        })?;
        if self.files.root() == std::path::Path::new("/") {
            return Err(api_error(
                op,
                ErrorCode::Unavailable,
                "the workspace is the host's root directory, which no sandbox can confine",
            ));
        }
        // `.gg/` is hidden under a mount, so it must be a directory: made
        // now when missing (a command cannot remove or replace it later; it
        // is a mount point in every sandbox).
        let state = self.files.root().join(STATE_DIR);
        match state.symlink_metadata() {
            Ok(m) if m.is_dir() => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                use std::os::unix::fs::DirBuilderExt;
                std::fs::DirBuilder::new().mode(0o700).create(&state).map_err(|e| {
                    api_error(op, ErrorCode::Io, format!("cannot make the workspace's `{STATE_DIR}` to hide it: {e}"))
                })?;
            }
            _ => {
                return Err(api_error(
                    op,
                    ErrorCode::Unavailable,
                    format!("the workspace's `{STATE_DIR}` is not a directory, so the sandbox cannot hide it"),
                ));
            }
        }
        Ok(bwrap.sandboxed(self.files.root(), cwd, self.network, command))
    }
}

#[derive(Default)]
struct Captured {
    kept: Vec<u8>,
    dropped: u64,
}

/// Reads `from` into `into` until it closes, then says so on `done`.
fn drain(mut from: impl Read + Send + 'static, into: Arc<Mutex<Captured>>, done: mpsc::Sender<()>) {
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        loop {
            match from.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let mut c = into.lock().unwrap_or_else(|p| p.into_inner());
                    let room = OUTPUT_CAP.saturating_sub(c.kept.len()).min(n);
                    c.kept.extend_from_slice(&buf[..room]);
                    c.dropped += (n - room) as u64;
                }
            }
        }
        let _ = done.send(());
    });
}

/// Kills every process in group `pgid`.
pub fn kill_group(pgid: u32) {
    // SAFETY: kill(2) with a negative pid signals a process group; it touches
    // no memory of ours.
    #[allow(unsafe_code, reason = "signalling a process group has no safe std API")]
    unsafe {
        libc::kill(-(pgid as i32), libc::SIGKILL);
    }
}

fn valid_env_name(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

impl Shell for HostShell {
    fn run(&mut self, command: &str, options: &RunOptions) -> Result<RunResult, ApiError> {
        let op = "shell.run";
        if command.trim().is_empty() {
            return Err(api_error(op, ErrorCode::InvalidArgument, "command is empty"));
        }
        let timeout = match options.timeout_seconds {
            None => DEFAULT_TIMEOUT,
            Some(0) => return Err(api_error(op, ErrorCode::InvalidArgument, "timeoutSeconds must be at least 1")),
            Some(s) if Duration::from_secs(s as u64) > MAX_TIMEOUT => {
                return Err(api_error(
                    op,
                    ErrorCode::InvalidArgument,
                    format!("timeoutSeconds must be at most {}", MAX_TIMEOUT.as_secs()),
                ));
            }
            Some(s) => Duration::from_secs(s as u64),
        };
        let cwd = self.files.resolve(op, options.cwd.as_deref().unwrap_or("."))?;
        if !cwd.is_dir() {
            return Err(api_error(op, ErrorCode::NotFound, "cwd is not a directory in the workspace"));
        }
        if let Some((k, _)) = options.env.iter().find(|(k, _)| !valid_env_name(k)) {
            return Err(api_error(
                op,
                ErrorCode::InvalidArgument,
                format!("`{k}` is not a valid environment variable name"),
            ));
        }
        let sandboxed = self.sandbox == ShellSandbox::Bwrap;
        let mut cmd = if sandboxed {
            self.sandboxed(op, &cwd, command)?
        } else {
            let mut cmd = Command::new("/bin/sh");
            cmd.arg("-c").arg(command);
            cmd
        };
        cmd.current_dir(&cwd).env_clear();
        cmd.env("PATH", "/usr/local/bin:/usr/bin:/bin")
            .env("HOME", self.files.root())
            .env("LANG", "C.UTF-8")
            .env("TERM", "dumb");
        for (k, v) in &options.env {
            cmd.env(k, v);
        }
        self.limits.apply(&mut cmd);
        cmd.process_group(0)
            .stdin(if options.stdin.is_some() { Stdio::piped() } else { Stdio::null() })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let started = Instant::now();
        let deadline = started + timeout;
        let what = if sandboxed { "the sandbox (bwrap)" } else { "/bin/sh" };
        let mut child = cmd.spawn().map_err(|e| api_error(op, ErrorCode::Io, format!("cannot start {what}: {e}")))?;
        let pgid = child.id();
        let out = Arc::new(Mutex::new(Captured::default()));
        let err = Arc::new(Mutex::new(Captured::default()));
        let (closed, closing) = mpsc::channel();
        drain(child.stdout.take().expect("piped"), out.clone(), closed.clone());
        drain(child.stderr.take().expect("piped"), err.clone(), closed);
        if let (Some(text), Some(mut stdin)) = (options.stdin.clone(), child.stdin.take()) {
            std::thread::spawn(move || {
                let _ = stdin.write_all(text.as_bytes());
            });
        }
        // Until the command has exited and both pipes closed, or its time is
        // up: then bwrap (and with it the PID namespace) or, unsandboxed, the
        // whole group is killed, and the pipes get a short grace to close.
        // Whoever still holds them then (only a process that escaped an
        // unsandboxed command's group can) is not waited for.
        let mut open_pipes = 2;
        let mut status = None;
        let mut killed_at: Option<Instant> = None;
        let mut timed_out = false;
        loop {
            while closing.try_recv().is_ok() {
                open_pipes -= 1;
            }
            if status.is_none() {
                match child.try_wait() {
                    Ok(Some(s)) => {
                        status = Some(s);
                        if !sandboxed {
                            // Whatever the command left running in its group
                            // goes with it; that also closes the pipes.
                            kill_group(pgid);
                        }
                    }
                    Ok(None) => {}
                    Err(e) => return Err(api_error(op, ErrorCode::Io, e.to_string())),
                }
            }
            if status.is_some() && open_pipes == 0 {
                break;
            }
            let now = Instant::now();
            match killed_at {
                None if now >= deadline || self.interrupt.reason().is_some() => {
                    timed_out = true;
                    killed_at = Some(now);
                    if status.is_none() {
                        kill_group(pgid);
                    }
                }
                Some(at) if now >= at + CLOSE_GRACE => {
                    if status.is_none() {
                        // Killed and reaped at once but for a process stuck in the kernel.
                        status = Some(child.wait().map_err(|e| api_error(op, ErrorCode::Io, e.to_string()))?);
                    }
                    break;
                }
                _ => {}
            }
            if open_pipes > 0 {
                if closing.recv_timeout(Duration::from_millis(5)).is_ok() {
                    open_pipes -= 1;
                }
            } else {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        let status = status.expect("the command was waited for");
        let take = |c: &Arc<Mutex<Captured>>| {
            let c = c.lock().unwrap_or_else(|p| p.into_inner());
            (String::from_utf8_lossy(&c.kept).into_owned(), c.dropped)
        };
        let (stdout, stdout_dropped) = take(&out);
        let (stderr, stderr_dropped) = take(&err);
        Ok(RunResult {
            exit_code: status.code(),
            signal: status.signal(),
            stdout,
            stderr,
            stdout_dropped,
            stderr_dropped,
            timed_out,
            duration_ms: started.elapsed().as_millis() as u64,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts() -> RunOptions {
        RunOptions { timeout_seconds: None, env: vec![], cwd: None, stdin: None }
    }

    #[test]
    fn runs_confined_and_bounded() {
        let dir = tempfile::tempdir().unwrap();
        let mut sh = HostShell::new(WorkspaceFiles::new(dir.path()).unwrap());
        let r = sh.run("echo hi; echo err >&2; exit 3", &opts()).unwrap();
        assert_eq!((r.exit_code, r.stdout.as_str(), r.stderr.as_str()), (Some(3), "hi\n", "err\n"));
        let r = sh.run("env", &opts()).unwrap();
        let mut names: Vec<_> = r.stdout.lines().map(|l| l.split('=').next().unwrap().to_string()).collect();
        names.sort();
        names.retain(|n| n != "PWD" && n != "SHLVL" && n != "_");
        assert_eq!(names, ["HOME", "LANG", "PATH", "TERM"]);
        let mut o = opts();
        o.timeout_seconds = Some(1);
        let started = Instant::now();
        let r = sh.run("sleep 30 & sleep 30", &o).unwrap();
        assert!(r.timed_out && r.signal == Some(9), "{r:?}");
        assert!(started.elapsed() < Duration::from_secs(5));
        let r = sh.run("yes | head -c 1000000", &opts()).unwrap();
        assert_eq!((r.stdout.len(), r.stdout_dropped), (OUTPUT_CAP, 1_000_000 - OUTPUT_CAP as u64));
        let mut o = opts();
        o.cwd = Some("..".into());
        assert_eq!(sh.run("pwd", &o).unwrap_err().code, ErrorCode::Denied);
        // bwrap passes a signal on as 128 + its number.
        assert_eq!(sh.run("kill -9 $$", &opts()).unwrap().exit_code, Some(137));
    }

    /// A temp dir holding the workspace `ws/` and, beside it, `secret.txt`.
    fn beside() -> (tempfile::TempDir, HostShell) {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("ws")).unwrap();
        std::fs::write(dir.path().join("secret.txt"), "TOP SECRET\n").unwrap();
        let sh = HostShell::new(WorkspaceFiles::new(dir.path().join("ws")).unwrap());
        (dir, sh)
    }

    #[test]
    fn commands_run_under_the_rlimits() {
        let (_dir, sh) = beside();
        let mut sh = sh;
        let limits = sh.run("cat /proc/self/limits", &opts()).unwrap().stdout;
        let row = |name: &str| {
            let line = limits.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("{name}: {limits}"));
            line[name.len()..].split_whitespace().take(2).collect::<Vec<_>>().join(" ")
        };
        let both = |n: u64| format!("{n} {n}");
        assert_eq!(row("Max cpu time"), both(shell_sandbox::CPU_SECONDS));
        assert_eq!(row("Max file size"), both(shell_sandbox::FILE_BYTES));
        assert_eq!(row("Max data size"), both(shell_sandbox::DATA_BYTES));
        assert_eq!(row("Max processes"), both(shell_sandbox::PROCESSES));
        assert_eq!(row("Max core file size"), both(0));
        let mut sh = sh.with_rlimits(Rlimits { file_bytes: 1 << 20, ..Rlimits::default() });
        let r = sh.run("head -c 2000000 /dev/zero > big; wc -c < big", &opts()).unwrap();
        assert_eq!(r.stdout, "1048576\n", "{r:?}");
    }

    #[test]
    fn without_a_sandbox_only_when_the_operator_says_so() {
        let (_dir, sh) = beside();
        let r = sh.clone().run("cat ../secret.txt", &opts()).unwrap();
        assert!(r.exit_code != Some(0) && r.stdout.is_empty(), "{r:?}");
        let mut sh = sh.with_sandbox(ShellSandbox::None);
        assert_eq!(sh.run("cat ../secret.txt", &opts()).unwrap().stdout, "TOP SECRET\n");
        // A process that left the group still holds the pipes: the call
        // returns at its deadline all the same, with what was written.
        let mut o = opts();
        o.timeout_seconds = Some(1);
        let started = Instant::now();
        let r = sh.run("setsid -f sh -c 'sleep 2'; echo done", &o).unwrap();
        assert!(started.elapsed() < Duration::from_secs(3), "{:?}", started.elapsed());
        assert_eq!((r.exit_code, r.stdout.as_str(), r.timed_out), (Some(0), "done\n", true));
    }
}
