//! The Java build daemon: warm JVMs that short-lived `gg run` and `gg check`
//! processes share, as Gradle's daemon is shared. A CLI process that meets a
//! Java program asks the daemon to build it instead of starting a JVM of its
//! own (8 s cold; a warm build is well under one): the first such process
//! starts the daemon (`gg java-daemon`, detached), later ones find it.
//!
//! * **Where.** A Unix socket in `<cache>/java/daemon/` (made `0700`),
//!   named by the digest of this build's Java toolchain: another gg build
//!   has a daemon of its own. A directory not owned by the user is refused.
//! * **Who.** Per user, refused across users: the directory is `0700` and
//!   the socket `0600`, and Linux lets only a process that may write the
//!   socket file connect to it.
//! * **Lifetime.** It exits after [`IDLE`] without a request, and removes
//!   its socket.
//! * **Wire.** One connection, one request: a line of JSON,
//!   `{"request": <the driver request>}`, answered by one line,
//!   `{"answer": <the driver's answer>}`, `{"exhausted": "…"}` (the program
//!   exhausted the compiler) or `{"failed": "…"}` (gg's own failure).
//!
//! Any failure to reach or start the daemon is not the program's: the
//! caller falls back to a JVM of its own (the arm's `JvmPool`). The
//! daemon's own half is [`super::daemon_server`].

use crate::toolchain::RequestError;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long the daemon waits for a request before it exits.
pub const IDLE: Duration = Duration::from_secs(15 * 60);
/// How long a client waits for a daemon it started to listen (a JVM's start
/// and its warm-up builds).
const START_WAIT: Duration = Duration::from_secs(150);

static ENABLED: AtomicBool = AtomicBool::new(false);

/// Whether this process's Java builds go to the daemon (the CLI's one-shot
/// commands turn it on; `GG_JAVA_DAEMON=0` keeps it off).
pub fn enable(on: bool) {
    let refused = std::env::var("GG_JAVA_DAEMON").is_ok_and(|v| v == "0");
    ENABLED.store(on && !refused, Ordering::Relaxed);
}

pub(crate) fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// The daemon's directory, made `0700` and checked to be the user's (the
/// owner of `/proc/self` is this process's uid).
fn directory() -> Result<PathBuf, String> {
    use std::os::unix::fs::MetadataExt;
    let dir = gg_core::cache::cache_dir().join("java").join("daemon");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let meta = std::fs::metadata(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let uid = std::fs::metadata("/proc/self").map_err(|e| format!("/proc/self: {e}"))?.uid();
    if meta.uid() != uid {
        return Err(format!("{} belongs to uid {}, not to this user", dir.display(), meta.uid()));
    }
    if meta.permissions().mode() & 0o077 != 0 {
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700))
            .map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    Ok(dir)
}

/// The socket of this build's daemon.
pub(crate) fn socket() -> Result<PathBuf, String> {
    let hex: String = super::toolchain_digest().iter().take(8).map(|b| format!("{b:02x}")).collect();
    Ok(directory()?.join(format!("{hex}.sock")))
}

/// Sends one driver request to the daemon, starting it when none listens.
/// `Err(None)`: no daemon could be reached (the caller builds itself).
pub(crate) fn request(request: &serde_json::Value) -> Result<serde_json::Value, Option<RequestError>> {
    let path = socket().map_err(|_| None)?;
    let stream = match UnixStream::connect(&path) {
        Ok(s) => s,
        Err(_) => {
            start(&path).map_err(|_| None)?;
            let started = Instant::now();
            loop {
                match UnixStream::connect(&path) {
                    Ok(s) => break s,
                    Err(_) if started.elapsed() < START_WAIT => std::thread::sleep(Duration::from_millis(50)),
                    Err(_) => return Err(None),
                }
            }
        }
    };
    let mut writer = stream.try_clone().map_err(|_| None)?;
    let line = serde_json::json!({ "request": request }).to_string();
    writer.write_all(line.as_bytes()).and_then(|()| writer.write_all(b"\n")).map_err(|_| None)?;
    let mut answer = String::new();
    BufReader::new(stream).read_line(&mut answer).map_err(|_| None)?;
    let answer: serde_json::Value = serde_json::from_str(&answer).map_err(|_| None)?;
    if let Some(a) = answer.get("answer") {
        return Ok(a.clone());
    }
    if let Some(m) = answer.get("exhausted").and_then(|m| m.as_str()) {
        return Err(Some(RequestError::Exhausted(m.to_string())));
    }
    if let Some(m) = answer.get("failed").and_then(|m| m.as_str()) {
        return Err(Some(RequestError::Failed(m.to_string())));
    }
    Err(None)
}

/// Starts `gg java-daemon` detached from this process (its own process
/// group, so a terminal's Ctrl-C is not its; no stdin or stdout), its
/// stderr in `<socket>.log`.
fn start(socket: &std::path::Path) -> Result<(), String> {
    use std::os::unix::process::CommandExt;
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let log = std::fs::File::create(socket.with_extension("log")).map_err(|e| e.to_string())?;
    let mut command = std::process::Command::new(exe);
    command
        .arg("java-daemon")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(log)
        .process_group(0);
    command.spawn().map(drop).map_err(|e| e.to_string())
}
