//! The `shell` family: the [`Shell`] trait and [`HostShell`], commands run
//! with `/bin/sh -c` in the workspace. Off unless granted.
//!
//! Invariants: the command's environment is an explicit allowlist (`PATH`,
//! `HOME` = the workspace, `LANG`, `TERM`, plus what the program passes),
//! never the host's; it runs in its own process group, and that whole group
//! is killed when the timeout passes *and* when the command itself exits, so
//! no background child outlives the call; output is captured up to a cap and
//! the rest counted. A process that ran is a success whatever its exit code.

use super::files::{WorkspaceFiles, api_error};
use crate::api::core::{ApiError, ErrorCode};
use crate::api::shell::{RunOptions, RunResult};
use crate::control::Interrupt;
use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The timeout when the program names none.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(120);
/// The longest timeout a program may ask for.
pub const MAX_TIMEOUT: Duration = Duration::from_secs(600);
/// Bytes of each output stream kept.
pub const OUTPUT_CAP: usize = 256 << 10;

/// Commands on the host.
pub trait Shell: Send {
    fn run(&mut self, command: &str, options: &RunOptions) -> Result<RunResult, ApiError>;
}

/// [`Shell`] over `/bin/sh` in a workspace.
#[derive(Debug, Clone)]
pub struct HostShell {
    files: WorkspaceFiles,
    interrupt: Interrupt,
}

impl HostShell {
    pub fn new(files: WorkspaceFiles) -> Self {
        HostShell { files, interrupt: Interrupt::new() }
    }

    /// Ends a running command (its whole group) as soon as `interrupt` is set.
    pub fn with_interrupt(mut self, interrupt: Interrupt) -> Self {
        self.interrupt = interrupt;
        self
    }
}

#[derive(Default)]
struct Captured {
    kept: Vec<u8>,
    dropped: u64,
}

fn drain(mut from: impl Read + Send + 'static, into: Arc<Mutex<Captured>>) -> std::thread::JoinHandle<()> {
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
    })
}

/// Kills every process in group `pgid`.
pub(crate) fn kill_group(pgid: u32) {
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
        let mut cmd = Command::new("/bin/sh");
        cmd.arg("-c").arg(command).current_dir(&cwd).env_clear();
        cmd.env("PATH", "/usr/local/bin:/usr/bin:/bin")
            .env("HOME", self.files.root())
            .env("LANG", "C.UTF-8")
            .env("TERM", "dumb");
        for (k, v) in &options.env {
            if !valid_env_name(k) {
                return Err(api_error(
                    op,
                    ErrorCode::InvalidArgument,
                    format!("`{k}` is not a valid environment variable name"),
                ));
            }
            cmd.env(k, v);
        }
        cmd.process_group(0)
            .stdin(if options.stdin.is_some() { Stdio::piped() } else { Stdio::null() })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let started = Instant::now();
        let mut child = cmd.spawn().map_err(|e| api_error(op, ErrorCode::Io, format!("cannot start /bin/sh: {e}")))?;
        let pgid = child.id();
        let out = Arc::new(Mutex::new(Captured::default()));
        let err = Arc::new(Mutex::new(Captured::default()));
        let readers = [
            drain(child.stdout.take().expect("piped"), out.clone()),
            drain(child.stderr.take().expect("piped"), err.clone()),
        ];
        if let (Some(text), Some(mut stdin)) = (options.stdin.clone(), child.stdin.take()) {
            std::thread::spawn(move || {
                let _ = stdin.write_all(text.as_bytes());
            });
        }
        let mut timed_out = false;
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) if started.elapsed() >= timeout || self.interrupt.reason().is_some() => {
                    timed_out = true;
                    kill_group(pgid);
                    break child.wait().map_err(|e| api_error(op, ErrorCode::Io, e.to_string()))?;
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(5)),
                Err(e) => return Err(api_error(op, ErrorCode::Io, e.to_string())),
            }
        };
        // Whatever the command left running in its group goes with it; that
        // also closes the pipes the readers wait on.
        kill_group(pgid);
        for r in readers {
            let _ = r.join();
        }
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
    }
}
