//! The journal of a durable session: everything its programs received from
//! outside, in order, so that a program run again from its start after gg
//! restarts is answered from the journal instead of acting again.
//!
//! What crosses into a program, and is therefore journaled:
//! * each call across the membrane (an SDK or tool call, `tools.parallel`
//!   as one call), its operation, the summary of its arguments and its
//!   whole result ([`Crossing::Call`]);
//! * each decision on an ask-first tool's call ([`Crossing::Approval`]);
//! * each read of a clock or a random source ([`Crossing::Reads`], packed:
//!   a busy loop reads the clock millions of times);
//! * how much of the program's output an observer already received
//!   ([`Journal::delivered`]), so a replay does not deliver it again.
//!
//! The journal is a trait so that a replicated store can serve as well as
//! the workspace's SQLite file (`gg_capabilities::journal`). Pure: data and
//! the trait, nothing here writes.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One entry of a program's journal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Crossing {
    /// The program's `index`th call (from 0): its operation key, its
    /// arguments as the call record summarises them, and its whole result
    /// (`{"ok": …}` or `{"err": …}`) as JSON.
    Call { index: u64, op: String, args: Value, answer: Value },
    /// A decision on the call to ask-first tool `name` with `arguments`,
    /// made during call `index`: `None` let it run, `Some(reason)` denied it.
    Approval { index: u64, name: String, arguments: Value, denied: Option<String> },
    /// Clock and random reads, packed in the order the program made them
    /// ([`Reads`]' encoding), as a hex string.
    Reads { bytes: String },
}

/// Where a read came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Source {
    WallClock = 1,
    MonotonicClock = 2,
    SecureRandom = 3,
    InsecureRandom = 4,
    /// The JVM guest's `Math.random` source.
    MathRandom = 5,
}

impl Source {
    fn from_u8(b: u8) -> Option<Source> {
        Some(match b {
            1 => Source::WallClock,
            2 => Source::MonotonicClock,
            3 => Source::SecureRandom,
            4 => Source::InsecureRandom,
            5 => Source::MathRandom,
            _ => return None,
        })
    }
}

/// A packed run of reads: each is its source (one byte), its length (one
/// to four bytes, little-endian base 128) and its bytes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reads {
    bytes: Vec<u8>,
    /// Where the next read to replay starts.
    at: usize,
}

impl Reads {
    /// Appends one read.
    pub fn push(&mut self, source: Source, value: &[u8]) {
        self.bytes.push(source as u8);
        let mut n = value.len();
        loop {
            let b = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                self.bytes.push(b);
                break;
            }
            self.bytes.push(b | 0x80);
        }
        self.bytes.extend_from_slice(value);
    }

    /// Appends another run.
    pub fn extend(&mut self, other: &Reads) {
        self.bytes.extend_from_slice(&other.bytes);
    }

    /// The next read to replay, when it is from `source`; `None` when the
    /// run is exhausted or the next read is from another source (the
    /// program now reads differently: it goes on live).
    pub fn next(&mut self, source: Source) -> Option<&[u8]> {
        let mut at = self.at;
        let s = Source::from_u8(*self.bytes.get(at)?)?;
        if s != source {
            return None;
        }
        at += 1;
        let (mut n, mut shift) = (0usize, 0);
        loop {
            let b = *self.bytes.get(at)?;
            at += 1;
            n |= ((b & 0x7f) as usize) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                break;
            }
            if shift > 28 {
                return None;
            }
        }
        let value = self.bytes.get(at..at + n)?;
        self.at = at + n;
        Some(value)
    }

    /// Bytes packed.
    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Drops what is packed (after it was journaled).
    pub fn clear(&mut self) {
        self.bytes.clear();
        self.at = 0;
    }

    /// The packed bytes as hex, for [`Crossing::Reads`].
    pub fn to_hex(&self) -> String {
        let mut s = String::with_capacity(self.bytes.len() * 2);
        for b in &self.bytes {
            s.push(char::from_digit((b >> 4) as u32, 16).unwrap_or('0'));
            s.push(char::from_digit((b & 0xf) as u32, 16).unwrap_or('0'));
        }
        s
    }

    /// A run from [`Reads::to_hex`]'s text.
    pub fn from_hex(hex: &str) -> Option<Reads> {
        let b = hex.as_bytes();
        if !b.len().is_multiple_of(2) {
            return None;
        }
        let digit = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
        let bytes = b.chunks(2).map(|p| Some(digit(p[0])? << 4 | digit(p[1])?)).collect::<Option<Vec<u8>>>()?;
        Some(Reads { bytes, at: 0 })
    }
}

/// A durable session as the journal holds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SessionEntry {
    /// The id its clients know it by.
    pub id: String,
    /// Its language's name.
    pub lang: String,
    pub keep_state: bool,
    /// What the front end that opened it needs to open it again (its
    /// `open` message, its tenant): opaque to the engine.
    pub spec: Value,
}

/// One program of a durable session, as the journal holds it.
#[derive(Debug, Clone, PartialEq)]
pub struct ProgramEntry {
    /// Its number in the session, from 1.
    pub number: u32,
    pub source: String,
    /// Its final observation was handed out: nothing about it is pending
    /// (a keep-state session replays it only to rebuild its state).
    pub finished: bool,
    /// Bytes of stdout and of stderr an observer already received.
    pub delivered: (u64, u64),
    /// What it crossed, in order.
    pub crossings: Vec<Crossing>,
    /// Its outcome (JSON), once finished: handed out again to a client that
    /// asks after a restart, in case the first never reached it.
    pub outcome: Option<String>,
}

/// A durable session with its programs, oldest first.
#[derive(Debug, Clone, PartialEq)]
pub struct Journaled {
    pub session: SessionEntry,
    pub programs: Vec<ProgramEntry>,
}

/// Where durable sessions keep their journals. Every method is durable when
/// it returns `Ok` (the embedded store: committed to the SQLite file's
/// write-ahead log, which a killed process does not lose).
pub trait Journal: Send + Sync {
    /// A fresh session id number, never handed out before by this journal.
    fn next_id(&self) -> Result<u64, String>;
    /// Records a session opened.
    fn open(&self, session: &SessionEntry) -> Result<(), String>;
    /// Records program `number` of session `session` started with `source`.
    fn begin(&self, session: &str, number: u32, source: &str) -> Result<(), String>;
    /// Appends `crossings` to the program's journal, the first as its
    /// `seq`th entry (from 0; the entries the journal already holds for
    /// the program count).
    fn append(&self, session: &str, number: u32, seq: u64, crossings: &[Crossing]) -> Result<(), String>;
    /// Records how much of the program's output was delivered.
    fn delivered(&self, session: &str, number: u32, stdout: u64, stderr: u64) -> Result<(), String>;
    /// Records the program's final observation handed out, with its
    /// outcome (JSON).
    fn finish(&self, session: &str, number: u32, outcome: &str) -> Result<(), String>;
    /// Drops what the journal holds of a closed session.
    fn close(&self, session: &str) -> Result<(), String>;
    /// Bytes the journal holds for `session`.
    fn size(&self, session: &str) -> Result<u64, String>;
    /// Every session the journal holds, with its programs.
    fn sessions(&self) -> Result<Vec<Journaled>, String>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_replay_in_order_and_stop_at_another_source() {
        let mut r = Reads::default();
        r.push(Source::WallClock, &7u64.to_le_bytes());
        r.push(Source::SecureRandom, &[9; 300]);
        let mut back = Reads::from_hex(&r.to_hex()).unwrap();
        assert_eq!(back.next(Source::MonotonicClock), None);
        assert_eq!(back.next(Source::WallClock), Some(&7u64.to_le_bytes()[..]));
        assert_eq!(back.next(Source::SecureRandom).map(<[u8]>::len), Some(300));
        assert_eq!(back.next(Source::WallClock), None);
    }
}
