//! The Java build daemon's server half, `gg java-daemon` (the client half
//! and the socket's place are [`super::daemon`]): the warm JVM pool behind
//! the per-user socket, one request per connection, gone after
//! [`super::daemon::IDLE`] without one.

use super::daemon::{IDLE, socket};
use crate::toolchain::RequestError;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::{UnixListener, UnixStream};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// `gg java-daemon`: warms the JVMs, then answers requests on the socket
/// until [`IDLE`] passes without one. Only one daemon listens: one that
/// finds a live socket exits at once.
pub fn serve() -> Result<(), String> {
    let path = socket()?;
    if UnixStream::connect(&path).is_ok() {
        return Ok(());
    }
    let pool = super::pool::JvmPool::new(super::pool::default_size())?;
    pool.warm()?;
    let _ = std::fs::remove_file(&path);
    let listener = UnixListener::bind(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let started = Instant::now();
    let last = AtomicU64::new(0);
    let busy = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            loop {
                std::thread::sleep(Duration::from_secs(5));
                let idle = started.elapsed().saturating_sub(Duration::from_millis(last.load(Ordering::Relaxed)));
                if busy.load(Ordering::Relaxed) == 0 && idle >= IDLE {
                    let _ = std::fs::remove_file(&path);
                    std::process::exit(0);
                }
            }
        });
        for stream in listener.incoming().flatten() {
            let (pool, last, busy) = (&pool, &last, &busy);
            busy.fetch_add(1, Ordering::Relaxed);
            scope.spawn(move || {
                answer(pool, stream);
                last.store(started.elapsed().as_millis() as u64, Ordering::Relaxed);
                busy.fetch_sub(1, Ordering::Relaxed);
            });
        }
    });
    Ok(())
}

/// Reads one request from `stream` and writes its answer.
fn answer(pool: &super::pool::JvmPool, stream: UnixStream) {
    let Ok(mut writer) = stream.try_clone() else { return };
    let mut line = String::new();
    if BufReader::new(stream).read_line(&mut line).is_err() {
        return;
    }
    let reply = match serde_json::from_str::<serde_json::Value>(&line).ok().and_then(|v| v.get("request").cloned()) {
        None => serde_json::json!({ "failed": "the daemon's request is not JSON with `request`" }),
        Some(request) => match pool.raw(request) {
            Ok(a) => serde_json::json!({ "answer": a }),
            Err(RequestError::Exhausted(m)) => serde_json::json!({ "exhausted": m }),
            Err(RequestError::Failed(m)) => serde_json::json!({ "failed": m }),
        },
    };
    let _ = writer.write_all(format!("{reply}\n").as_bytes());
}
