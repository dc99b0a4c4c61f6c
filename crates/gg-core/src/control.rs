//! How a running turn is controlled and watched from outside it: an
//! [`Interrupt`] another thread sets to end the program (a session's `stop`,
//! its lifetime), and an [`OutputTap`] that collects what the program writes
//! as it writes it, in bounded chunks, for a session's observations.
//!
//! Pure: atomics and a mutex, no wasmtime. The sandbox checks the interrupt
//! at every epoch tick (5 ms); host calls that can block (a shell command, a
//! host tool) poll it and give up when it is set.

use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// Why a program was ended from outside.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StopReason {
    /// Somebody asked (`stop`).
    Stopped,
    /// The program outlived its lifetime.
    Lifetime,
    /// A replayed program diverged from its journal.
    Diverged,
    /// A durable program's journal could not be written.
    Journal,
}

/// A flag that ends a running program, shared by clones.
#[derive(Debug, Clone, Default)]
pub struct Interrupt(Arc<(Mutex<()>, Condvar, AtomicU8)>);

impl Interrupt {
    /// A flag not set.
    pub fn new() -> Interrupt {
        Interrupt::default()
    }

    /// Sets the flag (the first reason wins) and wakes every waiter.
    pub fn stop(&self, reason: StopReason) {
        let code = match reason {
            StopReason::Stopped => 1,
            StopReason::Lifetime => 2,
            StopReason::Diverged => 3,
            StopReason::Journal => 4,
        };
        let (lock, wake, flag) = &*self.0;
        let _ = flag.compare_exchange(0, code, Ordering::SeqCst, Ordering::SeqCst);
        let _guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        wake.notify_all();
    }

    /// Why the program must end, once it must.
    pub fn reason(&self) -> Option<StopReason> {
        match self.0.2.load(Ordering::SeqCst) {
            1 => Some(StopReason::Stopped),
            2 => Some(StopReason::Lifetime),
            3 => Some(StopReason::Diverged),
            4 => Some(StopReason::Journal),
            _ => None,
        }
    }

    /// Sleeps up to `d`, waking early when the flag is set; true when it is.
    pub fn sleep(&self, d: Duration) -> bool {
        let (lock, wake, _) = &*self.0;
        let deadline = Instant::now() + d;
        let mut guard = lock.lock().unwrap_or_else(|p| p.into_inner());
        while self.reason().is_none() {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            guard = wake.wait_timeout(guard, left).unwrap_or_else(|p| p.into_inner()).0;
        }
        self.reason().is_some()
    }
}

/// Which stream a write went to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

/// What a program wrote since the previous look, bounded.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chunk {
    pub stdout: String,
    pub stderr: String,
    /// Bytes written since the previous look that did not fit the chunk.
    pub dropped_bytes: u64,
}

#[derive(Debug, Default)]
struct TapBuffer {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    dropped: u64,
    /// Bytes written to each stream so far, skipped ones included.
    totals: (u64, u64),
    /// Bytes of each stream still to skip (delivered before a restart).
    skip: (u64, u64),
}

/// Collects a program's output as it is written, keeping at most `cap`
/// bytes (both streams together) until [`OutputTap::take`].
#[derive(Debug, Clone)]
pub struct OutputTap {
    buffer: Arc<Mutex<TapBuffer>>,
    cap: usize,
}

impl OutputTap {
    /// A tap keeping up to `cap` bytes between looks.
    pub fn new(cap: usize) -> OutputTap {
        OutputTap { buffer: Arc::default(), cap }
    }

    /// A tap like [`OutputTap::new`]'s that drops the first `stdout` and
    /// `stderr` bytes of each stream: what a replayed program writes again
    /// that an observer received before gg restarted.
    pub fn skipping(cap: usize, stdout: u64, stderr: u64) -> OutputTap {
        let tap = OutputTap::new(cap);
        tap.buffer.lock().unwrap_or_else(|p| p.into_inner()).skip = (stdout, stderr);
        tap
    }

    /// Bytes written to stdout and to stderr so far, skipped ones included:
    /// after a [`OutputTap::take`], what observers have received.
    pub fn totals(&self) -> (u64, u64) {
        self.buffer.lock().unwrap_or_else(|p| p.into_inner()).totals
    }

    /// Records one write.
    pub fn push(&self, stream: Stream, bytes: &[u8]) {
        let mut guard = self.buffer.lock().unwrap_or_else(|p| p.into_inner());
        let b = &mut *guard;
        let (total, skip) = match stream {
            Stream::Stdout => (&mut b.totals.0, &mut b.skip.0),
            Stream::Stderr => (&mut b.totals.1, &mut b.skip.1),
        };
        *total += bytes.len() as u64;
        let skipped = (*skip).min(bytes.len() as u64);
        *skip -= skipped;
        let bytes = &bytes[skipped as usize..];
        let room = self.cap.saturating_sub(b.stdout.len() + b.stderr.len());
        let kept = bytes.len().min(room);
        match stream {
            Stream::Stdout => b.stdout.extend_from_slice(&bytes[..kept]),
            Stream::Stderr => b.stderr.extend_from_slice(&bytes[..kept]),
        }
        b.dropped += (bytes.len() - kept) as u64;
    }

    /// What was written since the previous take.
    pub fn take(&self) -> Chunk {
        let mut b = self.buffer.lock().unwrap_or_else(|p| p.into_inner());
        let taken = TapBuffer { totals: b.totals, skip: b.skip, ..TapBuffer::default() };
        let taken = std::mem::replace(&mut *b, taken);
        Chunk {
            stdout: String::from_utf8_lossy(&taken.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&taken.stderr).into_owned(),
            dropped_bytes: taken.dropped,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_reason_wins_and_wakes_a_sleeper() {
        let i = Interrupt::new();
        let other = i.clone();
        let t = std::thread::spawn(move || other.sleep(Duration::from_secs(10)));
        std::thread::sleep(Duration::from_millis(20));
        i.stop(StopReason::Lifetime);
        i.stop(StopReason::Stopped);
        assert!(t.join().unwrap());
        assert_eq!(i.reason(), Some(StopReason::Lifetime));
    }

    #[test]
    fn a_tap_is_bounded_and_counts_what_it_drops() {
        let tap = OutputTap::new(8);
        tap.push(Stream::Stdout, b"hello ");
        tap.push(Stream::Stderr, b"world!");
        let c = tap.take();
        assert_eq!((c.stdout.as_str(), c.stderr.as_str(), c.dropped_bytes), ("hello ", "wo", 4));
        assert_eq!(tap.take(), Chunk::default());
        assert_eq!(tap.totals(), (6, 6));
    }

    #[test]
    fn a_skipping_tap_drops_what_was_delivered_before() {
        let tap = OutputTap::skipping(64, 3, 0);
        tap.push(Stream::Stdout, b"ab");
        tap.push(Stream::Stdout, b"cde");
        tap.push(Stream::Stderr, b"x");
        let c = tap.take();
        assert_eq!((c.stdout.as_str(), c.stderr.as_str()), ("de", "x"));
        assert_eq!(tap.totals(), (5, 1));
    }
}
