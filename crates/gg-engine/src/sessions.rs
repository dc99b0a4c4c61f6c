//! The session table: the open sessions of one runtime by id, with the rules
//! every front end shares — how many may be open, which one closes to make
//! room, when a session closes by itself, and whether a language may keep
//! state. `gg session`, `gg mcp` and embedders use it; a front end only
//! translates its protocol's messages onto these calls.
//!
//! Rules:
//! * [`Sessions::open`] refuses a keep-state session of a language that
//!   keeps none ([`SessionError::KeepStateUnsupported`], the one place the
//!   rule is decided), and, when the table is full, closes the least
//!   recently used session whose program is not running; with every
//!   session running it refuses ([`TableError::Full`]);
//! * ids are `s1`, `s2`, … in the order sessions open, never reused; a
//!   table made with [`Sessions::unguessable`] (a network service's) adds
//!   128 random bits to each (`s1-3f9c…`), so an id is a capability;
//! * [`Sessions::settle`] applies what an engine call returned: a final
//!   observation closes a session that keeps no state (there is nothing
//!   left to look at), a refused first `exec` closes its fresh session, and
//!   a kept session stays open, idle, until it is closed or evicted.
//!
//! Dropping a session's last handle stops its running program.

use crate::Lang;
use crate::runtime::Runtime;
use crate::session::{Durable, Observation, Session, SessionConfig, SessionError, Status};
use gg_core::journal::{Journal, Journaled, SessionEntry};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

/// Why the table refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    /// Every one of the table's sessions has a program running.
    Full(usize),
    /// No open session has this id (never opened, closed, or evicted).
    Unknown(String),
    /// The session may not open: a rule of the engine's refused it.
    Refused(SessionError),
    /// An unguessable id could not be made: the system's random source failed.
    NoRandom(String),
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableError::Full(cap) => {
                write!(f, "{cap} sessions have programs running: wait for one or stop one before starting another")
            }
            TableError::Unknown(id) => write!(f, "no session `{id}` is open"),
            TableError::Refused(e) => e.fmt(f),
            TableError::NoRandom(why) => write!(f, "no session id could be made: the random source failed: {why}"),
        }
    }
}

impl std::error::Error for TableError {}

/// The open sessions of one runtime.
pub struct Sessions {
    runtime: Runtime,
    cap: usize,
    /// Ids carry 128 random bits.
    unguessable: bool,
    table: Mutex<Table>,
}

impl std::fmt::Debug for Sessions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sessions").field("cap", &self.cap).field("open", &self.lock().open.len()).finish()
    }
}

#[derive(Default)]
struct Table {
    open: HashMap<String, Entry>,
    /// The last id handed out.
    last_id: u64,
    /// A clock for least-recently-used.
    tick: u64,
    /// Shut ([`Sessions::shut`]): no session opens, and none closed drops
    /// its journal (another process serves them now).
    shut: bool,
}

struct Entry {
    session: Arc<Session>,
    /// Its program may be running (an exec started, no final observation yet).
    running: bool,
    used: u64,
}

impl Table {
    /// Closes session `id` for good: out of the table, its journal
    /// dropped. Whether it was open.
    fn close(&mut self, id: &str) -> bool {
        let shut = self.shut;
        self.open
            .remove(id)
            .map(|e| {
                if !shut {
                    e.session.forget()
                }
            })
            .is_some()
    }
}

/// What [`Sessions::restore`] took up.
#[derive(Debug, Default)]
pub struct Restored {
    /// Sessions open again under their ids.
    pub resumed: Vec<String>,
    /// Sessions that could not be, with why.
    pub failed: Vec<(String, String)>,
}

/// Whether an observation is the program's last.
pub fn is_final(status: Status) -> bool {
    matches!(status, Status::Completed | Status::Error | Status::Terminated)
}

impl Sessions {
    /// A table of at most `cap` sessions (at least one) over `runtime`.
    pub fn new(runtime: Runtime, cap: usize) -> Sessions {
        Sessions { runtime, cap: cap.max(1), unguessable: false, table: Mutex::default() }
    }

    /// A table like [`Sessions::new`]'s whose ids cannot be guessed: each
    /// carries 128 bits from the system's random source, so holding an id
    /// is what lets a client reach its session.
    pub fn unguessable(runtime: Runtime, cap: usize) -> Sessions {
        Sessions { unguessable: true, ..Sessions::new(runtime, cap) }
    }

    /// The runtime the sessions run on.
    pub fn runtime(&self) -> &Runtime {
        &self.runtime
    }

    /// How many sessions the table holds at most.
    pub fn cap(&self) -> usize {
        self.cap
    }

    fn lock(&self) -> MutexGuard<'_, Table> {
        self.table.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether a session of `lang` may keep state: the keep-state rule
    /// ([`crate::session::admit`]).
    pub fn admit(lang: Lang, keep_state: bool) -> Result<(), SessionError> {
        crate::session::admit(lang, keep_state)
    }

    /// Opens a session of `lang` under `config`, closing the least recently
    /// used idle session when the table is full. The new session counts as
    /// running until [`Sessions::settle`] says otherwise.
    pub fn open(&self, lang: Lang, config: SessionConfig) -> Result<(String, Arc<Session>), TableError> {
        Sessions::admit(lang, config.keep_state).map_err(TableError::Refused)?;
        let mut t = self.lock();
        if t.shut {
            return Err(TableError::Refused(SessionError::HandedOver));
        }
        if t.open.len() >= self.cap {
            let idle = t.open.iter().filter(|(_, e)| !e.running).min_by_key(|(_, e)| e.used).map(|(id, _)| id.clone());
            match idle {
                Some(id) => {
                    t.close(&id);
                }
                None => return Err(TableError::Full(self.cap)),
            }
        }
        // A durable session's id number comes from its journal, so that
        // no id is handed out twice across restarts.
        let durable = config.journal.clone().filter(|_| !config.without_state);
        t.last_id = match &durable {
            Some(j) => j.next_id().map_err(|e| TableError::Refused(SessionError::Journal(e)))?,
            None => t.last_id + 1,
        };
        t.tick += 1;
        let id = if self.unguessable {
            let mut bits = [0u8; 16];
            // Without a random source no id can be made safe: refuse, never
            // fall back to a guessable one.
            getrandom::fill(&mut bits).map_err(|e| TableError::NoRandom(e.to_string()))?;
            let hex: String = bits.iter().map(|b| format!("{b:02x}")).collect();
            format!("s{}-{hex}", t.last_id)
        } else {
            format!("s{}", t.last_id)
        };
        let durable = match durable {
            Some(journal) => {
                let entry = SessionEntry {
                    id: id.clone(),
                    lang: lang.name().to_string(),
                    keep_state: config.keep_state,
                    spec: config.spec.clone(),
                };
                journal.open(&entry).map_err(|e| TableError::Refused(SessionError::Journal(e)))?;
                Some(Durable { journal, id: id.clone() })
            }
            None => None,
        };
        let session = Arc::new(self.runtime.open_as(lang, config, durable));
        let used = t.tick;
        t.open.insert(id.clone(), Entry { session: session.clone(), running: true, used });
        Ok((id, session))
    }

    /// The open session `id`, marked used (and running, for an `exec`).
    pub fn get(&self, id: &str, exec: bool) -> Result<Arc<Session>, TableError> {
        let mut t = self.lock();
        t.tick += 1;
        let tick = t.tick;
        let e = t.open.get_mut(id).ok_or_else(|| TableError::Unknown(id.to_string()))?;
        e.used = tick;
        e.running |= exec;
        Ok(e.session.clone())
    }

    /// Applies what an engine call on session `id` returned (`fresh`: the
    /// call was the first `exec` of a session just opened for it).
    pub fn settle(&self, id: &str, fresh: bool, result: &Result<Observation, SessionError>) {
        let mut t = self.lock();
        let Some(e) = t.open.get_mut(id) else { return };
        match result {
            Ok(o) if is_final(o.status) => {
                e.running = false;
                if !e.session.keeps_state() {
                    t.close(id);
                }
            }
            Ok(_) => e.running = true,
            Err(_) if fresh => {
                t.close(id);
            }
            Err(SessionError::Finished(_) | SessionError::NoProgram) => e.running = false,
            Err(_) => {}
        }
    }

    /// Like [`Sessions::settle`], for a protocol whose sessions close only
    /// when asked (the broker's): a final observation marks the session
    /// idle, and nothing closes it.
    pub fn settle_open(&self, id: &str, result: &Result<Observation, SessionError>) {
        let mut t = self.lock();
        let Some(e) = t.open.get_mut(id) else { return };
        match result {
            Ok(o) => e.running = !is_final(o.status),
            Err(SessionError::Finished(_) | SessionError::NoProgram) => e.running = false,
            Err(_) => {}
        }
    }

    /// Closes session `id` (stopping its program once no one else holds
    /// it); whether it was open.
    pub fn close(&self, id: &str) -> bool {
        self.lock().close(id)
    }

    /// Takes up the sessions `journal` holds, after gg restarted: each one
    /// `config_of` claims (`None`: another front end's) opens again under
    /// its id, with the configuration `config_of` makes from its journaled
    /// entry (the front end's: its workspace, grants, tools; it must carry
    /// `journal`), and its unfinished program resumes ([`Session`]'s
    /// journal rules). Returns the ids taken up, and those that could not
    /// be, with why (left in the journal).
    pub fn restore(
        &self,
        journal: &dyn Journal,
        config_of: impl Fn(&SessionEntry) -> Option<Result<SessionConfig, String>>,
    ) -> Result<Restored, String> {
        let mut restored = Restored::default();
        for Journaled { session: entry, programs } in journal.sessions()? {
            let id = entry.id.clone();
            let Some(config) = config_of(&entry) else { continue };
            if self.contains(&id) {
                continue;
            }
            let opened = (|| {
                let lang = Lang::from_name(&entry.lang).ok_or_else(|| format!("unknown language `{}`", entry.lang))?;
                let mut config = config?;
                config.keep_state = entry.keep_state;
                let journal = config.journal.clone().ok_or("the configuration carries no journal")?;
                let durable = Durable { journal, id: id.clone() };
                let session = Arc::new(self.runtime.open_as(lang, config, Some(durable)));
                let running = programs.last().is_some_and(|p| !p.finished);
                session.resume(programs).map_err(|e| e.to_string())?;
                let mut t = self.lock();
                t.tick += 1;
                let used = t.tick;
                t.open.insert(id.clone(), Entry { session, running, used });
                Ok::<_, String>(())
            })();
            match opened {
                Ok(()) => restored.resumed.push(id),
                Err(why) => restored.failed.push((id, why)),
            }
        }
        Ok(restored)
    }

    /// Stops taking sessions: from now on no session opens here (an `open`
    /// is refused as handed over) and closing one leaves its journal, for
    /// the process that serves the sessions now. Returns the sessions open
    /// (every one this table will ever hold), for the caller to hand over.
    pub fn shut(&self) -> Vec<(String, Arc<Session>)> {
        let mut t = self.lock();
        t.shut = true;
        t.open.iter().map(|(id, e)| (id.clone(), e.session.clone())).collect()
    }

    /// How many sessions are open.
    pub fn len(&self) -> usize {
        self.lock().open.len()
    }

    /// Whether session `id` is open (without marking it used).
    pub fn contains(&self, id: &str) -> bool {
        self.lock().open.contains_key(id)
    }

    /// How many open sessions may have a program running.
    pub fn running(&self) -> usize {
        self.lock().open.values().filter(|e| e.running).count()
    }

    /// The open sessions whose program may be running, by id (for a server
    /// that drains: it stops each).
    pub fn running_sessions(&self) -> Vec<(String, Arc<Session>)> {
        self.lock().open.iter().filter(|(_, e)| e.running).map(|(id, e)| (id.clone(), e.session.clone())).collect()
    }

    /// Whether no session is open.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
