//! A host-side toolchain process that answers one line per request (the
//! Ruby arm's Opal compilers, the Java arm's JVMs): its stdin, a channel of
//! its stdout lines, and the last 8 KiB of its stderr for the operator.
//! Dropping it kills the process.

use std::io::{BufRead, BufReader};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex, mpsc};

/// How much of a process's stderr is kept for a failure's message.
const STDERR_TAIL: usize = 8192;

pub(crate) struct LineProcess {
    pub child: Child,
    pub stdin: ChildStdin,
    pub lines: mpsc::Receiver<String>,
    pub stderr: Arc<Mutex<String>>,
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
}
