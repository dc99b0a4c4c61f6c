//! Bounded capture of a guest's stdout and stderr.
//!
//! Each stream keeps at most its cap; bytes past it are dropped and counted.
//! Both streams share one flood ceiling on everything the program tried to
//! write: past it the write traps and the turn ends with the `output` limit.
//! Nothing reaches the host's own stdio.

use gg_core::control::{OutputTap, Stream};
use std::sync::{Arc, Mutex};
use wasmtime_wasi::cli::{IsTerminal, StdoutStream};
use wasmtime_wasi::p2::{OutputStream, Pollable, StreamError};

#[derive(Debug, Default)]
struct Buffer {
    kept: Vec<u8>,
    dropped: u64,
}

#[derive(Debug, Default)]
struct Flood {
    written: u64,
    ceiling: u64,
    hit: bool,
}

/// One captured stream. Clones share the buffer.
#[derive(Debug, Clone)]
pub struct Capture {
    buffer: Arc<Mutex<Buffer>>,
    cap: usize,
    flood: Arc<Mutex<Flood>>,
    /// Where a session watches the stream as it is written.
    tap: Option<(OutputTap, Stream)>,
}

/// The flood ceiling shared by a turn's streams.
#[derive(Debug, Clone)]
pub struct FloodGuard(Arc<Mutex<Flood>>);

impl FloodGuard {
    pub fn new(ceiling: u64) -> Self {
        FloodGuard(Arc::new(Mutex::new(Flood { written: 0, ceiling, hit: false })))
    }

    /// True once a write went past the ceiling.
    pub fn hit(&self) -> bool {
        self.0.lock().unwrap().hit
    }

    pub fn stream(&self, cap: usize, tap: Option<(OutputTap, Stream)>) -> Capture {
        Capture { buffer: Arc::default(), cap, flood: self.0.clone(), tap }
    }
}

impl Capture {
    /// What was kept, and how many bytes were dropped.
    pub fn take(&self) -> (Vec<u8>, u64) {
        let mut b = self.buffer.lock().unwrap();
        (std::mem::take(&mut b.kept), b.dropped)
    }

    /// Adds bytes the guest handed back instead of writing them (a trailing
    /// partial line), under the same cap; the flood ceiling no longer applies.
    pub fn append(&self, bytes: &[u8]) {
        self.keep(bytes);
    }

    /// Copies `bytes` to the tap, and keeps them up to the cap (the rest counted).
    fn keep(&self, bytes: &[u8]) {
        if let Some((tap, stream)) = &self.tap {
            tap.push(*stream, bytes);
        }
        let mut b = self.buffer.lock().unwrap();
        let room = self.cap.saturating_sub(b.kept.len());
        let keep = room.min(bytes.len());
        b.kept.extend_from_slice(&bytes[..keep]);
        b.dropped += (bytes.len() - keep) as u64;
    }

    fn accept(&self, bytes: &[u8]) -> Result<(), StreamError> {
        {
            let mut f = self.flood.lock().unwrap();
            f.written += bytes.len() as u64;
            if f.written > f.ceiling {
                f.hit = true;
                return Err(StreamError::Trap(wasmtime::format_err!("output flood ceiling reached")));
            }
        }
        self.keep(bytes);
        Ok(())
    }
}

/// What the guest's WASI stdout or stderr writes through: a relay to the
/// running program's [`Capture`]. A fresh instance's relays point at its one
/// program; a kept instance's WASI context is made once for its whole life,
/// and each program of the session points the relays at its own capture
/// (and so its own caps, flood ceiling and tap).
#[derive(Debug, Clone)]
pub struct Relay(Arc<Mutex<Capture>>);

impl Relay {
    /// A relay sending what the guest writes to `capture`.
    pub fn to(capture: Capture) -> Relay {
        Relay(Arc::new(Mutex::new(capture)))
    }

    /// Sends what the guest writes from now on to `capture`.
    pub fn point(&self, capture: Capture) {
        *self.0.lock().unwrap() = capture;
    }

    fn accept(&self, bytes: &[u8]) -> Result<(), StreamError> {
        self.0.lock().unwrap().accept(bytes)
    }
}

impl IsTerminal for Relay {
    fn is_terminal(&self) -> bool {
        false
    }
}

impl StdoutStream for Relay {
    fn p2_stream(&self) -> Box<dyn OutputStream> {
        Box::new(self.clone())
    }

    fn async_stream(&self) -> Box<dyn tokio::io::AsyncWrite + Send + Sync> {
        Box::new(self.clone())
    }
}

#[wasmtime_wasi::async_trait]
impl Pollable for Relay {
    async fn ready(&mut self) {}
}

impl OutputStream for Relay {
    fn write(&mut self, bytes: bytes::Bytes) -> Result<(), StreamError> {
        self.accept(&bytes)
    }

    fn flush(&mut self) -> Result<(), StreamError> {
        Ok(())
    }

    fn check_write(&mut self) -> Result<usize, StreamError> {
        Ok(64 * 1024)
    }
}

impl tokio::io::AsyncWrite for Relay {
    fn poll_write(
        self: std::pin::Pin<&mut Self>,
        _cx: &mut std::task::Context<'_>,
        buf: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        std::task::Poll::Ready(self.accept(buf).map(|()| buf.len()).map_err(std::io::Error::other))
    }

    fn poll_flush(
        self: std::pin::Pin<&mut Self>,
        _cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::task::Poll::Ready(Ok(()))
    }

    fn poll_shutdown(
        self: std::pin::Pin<&mut Self>,
        _cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::task::Poll::Ready(Ok(()))
    }
}
