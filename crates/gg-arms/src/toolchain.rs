//! The one pool of host-side toolchain processes (the Ruby arm's Opal
//! compilers, the Java arm's JVMs, and whatever compiler comes next).
//!
//! A process answers one JSON line per JSON request line ([`LineProcess`]).
//! A [`Toolchain`] says how to start one and check its greeting; the
//! [`Pool`] keeps one policy for all of them:
//! * **start**: a process is started lazily (or by [`Pool::warm`]) and must
//!   greet within [`Policy::start_ceiling`];
//! * **choice**: a request takes the first free started process (so a
//!   sequence of requests keeps to one warm process), else a free slot and
//!   starts a process there, else waits for its own slot in turn (round
//!   robin);
//! * **caps**: each process runs under the memory cap its [`Toolchain`]
//!   starts it with (node's `--max-old-space-size`, the JVM's `-Xmx`), and
//!   a request must be answered within [`Policy::request_ceiling`]; past the
//!   ceiling the process is killed. A request that runs its process out of
//!   time, or out of memory so that it dies ([`Toolchain::exhausted`]), is
//!   not retried (a retry would only pay the cost again) and fails as
//!   [`RequestError::Exhausted`]: the program asked more of its compiler
//!   than it grants, which is the program's own compile error;
//! * **retry**: a process that cannot take the request, exits for another
//!   reason, or answers another request's id is replaced and the request is
//!   tried once more on a fresh process;
//! * **retirement**: a process is replaced after [`Policy::retire_after`]
//!   requests, after an answer the toolchain calls spent
//!   ([`Toolchain::spent`]: the answer stands, the process goes), or when the
//!   toolchain says an answer left it unusable ([`Toolchain::fatal`]).
//!
//! Every [`RequestError::Failed`] is gg's own failure (a toolchain failure),
//! never the model's. Dropping a process kills it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock, mpsc};
use std::time::Duration;

/// How much of a process's stderr is kept for a failure's message.
const STDERR_TAIL: usize = 8192;

/// A process answering one line per request: its stdin, a channel of its
/// stdout lines, and the last 8 KiB of its stderr for the operator.
pub struct LineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
    stderr: Arc<Mutex<String>>,
}

impl Drop for LineProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl LineProcess {
    /// Starts `command` with piped stdio; `what` names it in the error.
    pub fn spawn(command: &mut Command, what: &str) -> Result<LineProcess, String> {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {what}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let stderr_pipe = child.stderr.take().ok_or("no stderr")?;
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let tail = stderr.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr_pipe).lines() {
                let Ok(line) = line else { break };
                let mut t = tail.lock().unwrap_or_else(|p| p.into_inner());
                t.push_str(&line);
                t.push('\n');
                if t.len() > STDERR_TAIL {
                    let cut = t.ceil_char_boundary(t.len() - STDERR_TAIL);
                    t.replace_range(..cut, "");
                }
            }
        });
        Ok(LineProcess { child, stdin, lines, stderr })
    }

    /// The stderr kept so far.
    pub fn stderr_tail(&self) -> String {
        self.stderr.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// Writes one request line.
    pub fn send(&mut self, line: &str) -> Result<(), Failure> {
        let sent = self
            .stdin
            .write_all(line.as_bytes())
            .and_then(|()| self.stdin.write_all(b"\n"))
            .and_then(|()| self.stdin.flush());
        sent.map_err(|e| Failure::Gone(format!("stopped taking requests ({e}); stderr: {}", self.stderr_tail().trim())))
    }

    /// Reads one answer line within `ceiling`; a process that does not
    /// answer in time is killed.
    pub fn receive(&mut self, ceiling: Duration) -> Result<String, Failure> {
        match self.lines.recv_timeout(ceiling) {
            Ok(line) => Ok(line),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let _ = self.child.kill();
                Err(Failure::Timeout(format!("took more than {}s; it was killed", ceiling.as_secs())))
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let status = self.child.wait().map(|s| s.to_string()).unwrap_or_default();
                // The stderr reader may still be draining the last lines.
                std::thread::sleep(Duration::from_millis(20));
                Err(Failure::Gone(format!("exited ({status}): {}", self.stderr_tail().trim())))
            }
        }
    }
}

/// Why an exchange with a process failed.
#[derive(Debug)]
pub enum Failure {
    /// It did not answer within the ceiling (and was killed).
    Timeout(String),
    /// It exited or stopped reading: a fresh process may do better.
    Gone(String),
}

impl Failure {
    fn message(self) -> String {
        match self {
            Failure::Timeout(m) | Failure::Gone(m) => m,
        }
    }
}

/// Why a request got no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RequestError {
    /// The request ran its process past the pool's time ceiling or out of its
    /// memory cap: the program's own fault, said in words for the model.
    Exhausted(String),
    /// gg's own failure.
    Failed(String),
}

/// One pool's ceilings and retirement.
#[derive(Debug, Clone, Copy)]
pub struct Policy {
    pub start_ceiling: Duration,
    pub request_ceiling: Duration,
    pub retire_after: usize,
}

/// A kind of toolchain process.
pub trait Toolchain: Send + Sync {
    /// Names the process in messages (`the Opal compiler`).
    fn what(&self) -> &str;
    /// Starts a process and checks its greeting within `start_ceiling`.
    fn spawn(&self, start_ceiling: Duration) -> Result<LineProcess, String>;
    /// An answer that leaves the process unusable (the driver's own fatal
    /// error): the process is retired and the request fails with this.
    fn fatal(&self, _answer: &serde_json::Value) -> Option<String> {
        None
    }
    /// An answer that stands but after which the process is replaced (it
    /// ran out of memory and recovered, say).
    fn spent(&self, _answer: &serde_json::Value) -> bool {
        false
    }
    /// A process that exited while serving a request, whose stderr says the
    /// request ran it out of its memory cap: the words for the model. The
    /// request is then not retried.
    fn exhausted(&self, _stderr_tail: &str) -> Option<String> {
        None
    }
}

struct Worker {
    process: LineProcess,
    served: usize,
}

pub use crate::PoolState;

/// A pool of warm toolchain processes under one [`Policy`].
pub struct Pool<T> {
    toolchain: T,
    policy: Policy,
    slots: Vec<Mutex<Option<Worker>>>,
    next: AtomicUsize,
    ids: AtomicU64,
}

impl<T: Toolchain> Pool<T> {
    /// A pool of `size` processes (at least one), started lazily.
    pub fn new(toolchain: T, policy: Policy, size: usize) -> Pool<T> {
        Pool {
            toolchain,
            policy,
            slots: (0..size.max(1)).map(|_| Mutex::new(None)).collect(),
            next: AtomicUsize::new(0),
            ids: AtomicU64::new(1),
        }
    }

    /// The toolchain this pool runs.
    pub fn toolchain(&self) -> &T {
        &self.toolchain
    }

    /// How many processes the pool may keep.
    pub fn size(&self) -> usize {
        self.slots.len()
    }

    /// What the pool holds now: its size, the processes started and those
    /// lent to a request (a slot whose lock is held).
    pub fn state(&self) -> PoolState {
        let mut state = PoolState { size: self.slots.len(), started: 0, busy: 0 };
        for slot in &self.slots {
            match slot.try_lock() {
                Ok(worker) => state.started += usize::from(worker.is_some()),
                Err(_) => {
                    state.busy += 1;
                    state.started += 1;
                }
            }
        }
        state
    }

    /// Starts one process now, so the first request finds it warm.
    pub fn warm(&self) -> Result<(), String> {
        let mut slot = self.slots[0].lock().unwrap_or_else(|p| p.into_inner());
        if slot.is_none() {
            *slot = Some(Worker { process: self.toolchain.spawn(self.policy.start_ceiling)?, served: 0 });
        }
        Ok(())
    }

    /// Sends `request` (an object; its `id` is set here) and returns the
    /// answer, under the pool's policy.
    pub fn request(&self, mut request: serde_json::Value) -> Result<serde_json::Value, RequestError> {
        let what = self.toolchain.what().to_string();
        let n = self.slots.len();
        let first = self.next.fetch_add(1, Ordering::Relaxed) % n;
        // A free started process, the first one first (it has served the most
        // and is the warmest); else a free slot to start one in; else wait
        // for ours in turn.
        let mut free = None;
        for slot in &self.slots {
            let Ok(guard) = slot.try_lock() else { continue };
            if guard.is_some() {
                free = Some(guard);
                break;
            }
            free.get_or_insert(guard);
        }
        let mut slot = free.unwrap_or_else(|| self.slots[first].lock().unwrap_or_else(|p| p.into_inner()));
        let mut last_error = String::new();
        for _attempt in 0..2 {
            if slot.as_ref().is_some_and(|w| w.served >= self.policy.retire_after) {
                *slot = None;
            }
            if slot.is_none() {
                match self.toolchain.spawn(self.policy.start_ceiling) {
                    Ok(process) => *slot = Some(Worker { process, served: 0 }),
                    Err(e) => {
                        last_error = e;
                        continue;
                    }
                }
            }
            let worker = slot.as_mut().expect("started above");
            let id = self.ids.fetch_add(1, Ordering::Relaxed);
            request["id"] = serde_json::json!(id);
            worker.served += 1;
            let answered = worker
                .process
                .send(&request.to_string())
                .and_then(|()| worker.process.receive(self.policy.request_ceiling));
            let line = match answered {
                Ok(line) => line,
                Err(Failure::Timeout(_)) => {
                    *slot = None;
                    let ceiling = self.policy.request_ceiling;
                    return Err(RequestError::Exhausted(format!(
                        "compiling the program took longer than {ceiling:?}, the compiler's time limit; it was stopped"
                    )));
                }
                Err(failure) => {
                    let tail = worker.process.stderr_tail();
                    *slot = None;
                    if let Some(words) = self.toolchain.exhausted(&tail) {
                        return Err(RequestError::Exhausted(words));
                    }
                    last_error = format!("{what} {}", failure.message());
                    continue;
                }
            };
            let answer: serde_json::Value = match serde_json::from_str(&line) {
                Ok(a) => a,
                Err(e) => {
                    last_error = format!("{what} answered badly ({e}): {line}");
                    *slot = None;
                    continue;
                }
            };
            let same_id = match answer.get("id") {
                None | Some(serde_json::Value::Null) => true,
                Some(serde_json::Value::String(s)) => *s == id.to_string(),
                Some(other) => other.as_u64() == Some(id),
            };
            if !same_id {
                last_error = format!("{what} answered request {} for {id}", answer["id"]);
                *slot = None;
                continue;
            }
            if let Some(fatal) = self.toolchain.fatal(&answer) {
                *slot = None;
                return Err(RequestError::Failed(format!("{what} failed: {fatal}")));
            }
            if self.toolchain.spent(&answer) {
                *slot = None;
            }
            return Ok(answer);
        }
        Err(RequestError::Failed(last_error))
    }
}

impl<T: Toolchain> std::fmt::Debug for Pool<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pool").field("toolchain", &self.toolchain.what()).field("size", &self.slots.len()).finish()
    }
}

/// Reads a process's greeting within `ceiling`, for [`Toolchain::spawn`].
pub fn greeting(process: &mut LineProcess, ceiling: Duration, what: &str) -> Result<String, String> {
    process.receive(ceiling).map_err(|f| format!("{what} did not start: {}", f.message()))
}

/// A pool started on first use, `size_var` processes (else `default`);
/// its failure to start is kept and reported to every later caller.
pub fn started<'a, P>(
    cell: &'a OnceLock<Result<P, String>>,
    size_var: &str,
    default: usize,
    start: impl FnOnce(usize) -> Result<P, String>,
) -> Result<&'a P, String> {
    cell.get_or_init(|| start(std::env::var(size_var).ok().and_then(|v| v.parse().ok()).unwrap_or(default)))
        .as_ref()
        .map_err(Clone::clone)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toolchain of `sh` processes: each greets, then answers a request by
    /// its words (`hang`, `oom`, `crash`, `spent`; else a plain answer).
    struct Fake {
        spawned: AtomicUsize,
    }

    const SCRIPT: &str = r#"echo '{"hello":true}'
while read -r line; do
  id=${line#*\"id\":}; id=${id%%[,\}]*}
  case "$line" in
    *hang*) exec sleep 5 ;;
    *oom*) echo "FATAL ERROR: heap out of memory" >&2; exit 134 ;;
    *crash*) exit 1 ;;
    *spent*) echo "{\"id\":$id,\"spent\":true}" ;;
    *) echo "{\"id\":$id}" ;;
  esac
done"#;

    impl Toolchain for Fake {
        fn what(&self) -> &str {
            "the fake compiler"
        }

        fn spawn(&self, ceiling: Duration) -> Result<LineProcess, String> {
            self.spawned.fetch_add(1, Ordering::SeqCst);
            let mut process = LineProcess::spawn(Command::new("sh").arg("-c").arg(SCRIPT), "sh")?;
            greeting(&mut process, ceiling, self.what())?;
            Ok(process)
        }

        fn spent(&self, answer: &serde_json::Value) -> bool {
            answer["spent"] == true
        }

        fn exhausted(&self, stderr_tail: &str) -> Option<String> {
            stderr_tail.contains("heap out of memory").then(|| "ran out of memory".to_string())
        }
    }

    fn pool() -> Pool<Fake> {
        sized(1)
    }

    fn sized(size: usize) -> Pool<Fake> {
        let policy = Policy {
            start_ceiling: Duration::from_secs(10),
            request_ceiling: Duration::from_millis(500),
            retire_after: 100,
        };
        Pool::new(Fake { spawned: AtomicUsize::new(0) }, policy, size)
    }

    fn spawned(pool: &Pool<Fake>) -> usize {
        pool.toolchain().spawned.load(Ordering::SeqCst)
    }

    #[test]
    fn a_request_that_runs_out_of_time_or_memory_is_the_programs_and_is_not_retried() {
        let pool = pool();
        let started = std::time::Instant::now();
        let timed_out = pool.request(serde_json::json!({"op": "hang"}));
        assert_eq!(
            timed_out,
            Err(RequestError::Exhausted(
                "compiling the program took longer than 500ms, the compiler's time limit; it was stopped".into()
            ))
        );
        assert!(started.elapsed() < Duration::from_secs(3));
        assert_eq!(spawned(&pool), 1);
        let out_of_memory = pool.request(serde_json::json!({"op": "oom"}));
        assert_eq!(out_of_memory, Err(RequestError::Exhausted("ran out of memory".into())));
        assert_eq!(spawned(&pool), 2, "no retry after a process ran out of memory");
        assert!(pool.request(serde_json::json!({"op": "fine"})).is_ok());
    }

    #[test]
    fn a_crash_is_retried_once_on_a_fresh_process_and_then_is_ggs() {
        let pool = pool();
        let Err(RequestError::Failed(message)) = pool.request(serde_json::json!({"op": "crash"})) else {
            panic!("a toolchain failure")
        };
        assert!(message.starts_with("the fake compiler exited"), "{message}");
        assert_eq!(spawned(&pool), 2);
    }

    #[test]
    fn a_spent_answer_stands_and_its_process_is_replaced() {
        let pool = pool();
        assert_eq!(pool.request(serde_json::json!({"op": "fine"})).unwrap()["id"], 1);
        assert_eq!(pool.request(serde_json::json!({"op": "fine"})).unwrap()["id"], 2);
        assert_eq!(spawned(&pool), 1);
        assert_eq!(pool.request(serde_json::json!({"op": "spent"})).unwrap()["spent"], true);
        assert!(pool.request(serde_json::json!({"op": "fine"})).is_ok());
        assert_eq!(spawned(&pool), 2);
    }

    #[test]
    fn requests_one_after_another_keep_to_one_started_process() {
        let pool = sized(4);
        for _ in 0..6 {
            assert!(pool.request(serde_json::json!({"op": "fine"})).is_ok());
        }
        assert_eq!(spawned(&pool), 1, "a free started process is taken before a new one is started");
    }

    #[test]
    fn a_request_finding_every_started_process_busy_starts_another() {
        let pool = std::sync::Arc::new(sized(2));
        pool.warm().unwrap();
        let busy = pool.clone();
        let hang = std::thread::spawn(move || busy.request(serde_json::json!({"op": "hang"})));
        std::thread::sleep(Duration::from_millis(100));
        assert!(pool.request(serde_json::json!({"op": "fine"})).is_ok());
        assert_eq!(spawned(&pool), 2);
        assert!(matches!(hang.join().unwrap(), Err(RequestError::Exhausted(_))));
    }
}
