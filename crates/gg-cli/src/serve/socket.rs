//! `/session`: the broker protocol over a WebSocket, one socket, one
//! session at a time. Each text frame is one message, as one line of
//! `gg session` is; each message out is one text frame.
//!
//! The socket's reader runs the broker's [`Connection`] on the blocking
//! pool (its engine calls block); what the connection sends goes through a
//! channel to the socket's writer. A binary frame, or text that is not one
//! JSON message, gets an `error` message and the socket lives on. When the
//! client goes, its session stays (to its lifetime) for a `resume`.

use crate::broker::{Connection, Out};
use crate::serve::tenant::{Served, Tenant};
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::sync::mpsc;

/// Messages a socket's writer may hold before the connection waits.
const QUEUE: usize = 256;

/// One text frame's most bytes (a program's text, with room).
pub const MAX_FRAME: usize = 2 << 20;

/// Serves one socket of `tenant` until it closes or stays idle for `idle`.
pub async fn serve(
    mut socket: WebSocket,
    tenant: Arc<Tenant>,
    broker: Arc<Served>,
    idle: Duration,
    request_id: String,
) {
    let (send, mut receive) = mpsc::channel::<Value>(QUEUE);
    let out = Out::new(move |message: &Value| {
        // A full queue means the client reads slower than its session
        // writes: the sending thread waits (engine calls run on their own).
        let _ = send.blocking_send(message.clone());
    });
    let host: Arc<dyn crate::broker::Host> = broker;
    // The connection lives on a thread of its own, fed in order: a client
    // that stops reading fills the outgoing queue and stalls that thread,
    // never this loop (which keeps reading, and so sees the close).
    let (inbound, inbox) = std::sync::mpsc::channel::<Option<String>>();
    let worker = std::thread::Builder::new().name("gg-serve-socket".into()).spawn(move || {
        let mut connection = Connection::new(host, out);
        for message in inbox {
            match message {
                Some(text) => connection.handle(&text),
                None => connection.send_error("a message is one JSON object in a text frame, not a binary frame"),
            }
        }
        let id = connection.session_id().map(str::to_string);
        connection.detach();
        id
    });
    let Ok(worker) = worker else {
        tenant.sockets.fetch_sub(1, Ordering::SeqCst);
        return;
    };
    let idle_since = tokio::time::sleep(idle);
    tokio::pin!(idle_since);
    loop {
        tokio::select! {
            outgoing = receive.recv() => {
                let Some(message) = outgoing else { break };
                if socket.send(Message::Text(message.to_string().into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                // Closed, or a frame the protocol refuses: the connection
                // ends (with a close frame saying why), its session does not.
                let message = match incoming {
                    Some(Ok(message)) => message,
                    Some(Err(e)) => {
                        let said = e.to_string();
                        let (code, reason) = if said.contains("UTF-8") {
                            (1007, "a text frame is not UTF-8")
                        } else if said.contains("too long") || said.contains("too big") {
                            (1009, "a frame past the most a message may hold")
                        } else {
                            (1002, "a frame outside the WebSocket protocol")
                        };
                        let close = CloseFrame { code, reason: reason.into() };
                        let _ = socket.send(Message::Close(Some(close))).await;
                        break;
                    }
                    None => break,
                };
                idle_since.as_mut().reset(tokio::time::Instant::now() + idle);
                // A binary frame is not a message: `None`, answered with an error.
                let text = match message {
                    Message::Text(t) => Some(t.to_string()),
                    Message::Binary(_) => None,
                    Message::Close(_) => {
                        // Completes the closing handshake: the socket
                        // queued the reply close frame, and the next read
                        // sends it (then ends at once).
                        let _ = tokio::time::timeout(Duration::from_secs(1), socket.recv()).await;
                        break;
                    }
                    Message::Ping(_) | Message::Pong(_) => continue,
                };
                if inbound.send(text).is_err() {
                    break;
                }
            }
            _ = &mut idle_since => {
                let _ = socket
                    .send(Message::Close(Some(CloseFrame { code: 1000, reason: "idle".into() })))
                    .await;
                break;
            }
        }
    }
    drop(inbound);
    // The worker may be waiting to send into a queue no one reads now.
    drop(receive);
    let session = tokio::task::spawn_blocking(move || worker.join().ok().flatten()).await.ok().flatten();
    tenant.sockets.fetch_sub(1, Ordering::SeqCst);
    tracing::info!(request_id, tenant = tenant.name, session, "socket closed");
}

/// The JSON body of a refused upgrade or request.
pub fn refusal(limit: &str, message: &str) -> Value {
    json!({"error": message, "limit": limit})
}
