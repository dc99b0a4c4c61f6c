//! The runtime: the started arms, and the one path every turn takes —
//! prepare (the arm) → a fresh instance (the sandbox) → the outcome (the
//! arm's reading of the report) → the turn recorded in the state database.
//!
//! Invariant: nothing here matches on a language; everything an arm does
//! differently is behind [`Arm`].

use crate::Lang;
use crate::turn::{StateChoice, Turn};
use gg_arms::{Arm, Ended, Request};
use gg_capabilities::code_modules;
use gg_capabilities::state::State;
use gg_capabilities::unavailable::{NoCatalogue, NoState};
use gg_capabilities::{
    CatalogueDocs, DirSkills, HostShell, StateContext, StateMemories, StateTasks, StateViews, TurnSessionText,
    TurnViews, WorkspaceFiles,
};
use gg_core::outcome::{Captured, End, Outcome, ViewRecord};
use gg_sandbox::{Capabilities, LoadError, Stopped};
use std::time::Instant;

/// The arms this build carries, started: shared by every turn of the
/// process. Cloning is cheap and shares the arms (sessions hold a clone).
#[derive(Clone)]
pub struct Runtime {
    arms: std::sync::Arc<Vec<Box<dyn Arm>>>,
    /// Session programs of this runtime running now (see
    /// [`crate::SessionConfig::max_concurrent`]).
    pub(crate) running: std::sync::Arc<std::sync::atomic::AtomicU32>,
}

impl std::fmt::Debug for Runtime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<_> = self.arms.iter().map(|a| a.info().name).collect();
        f.debug_struct("Runtime").field("arms", &names).finish()
    }
}

impl Runtime {
    /// Starts every arm this build carries (mapping the precompiled guests;
    /// toolchains start on first use or [`Runtime::warm`]).
    pub fn new() -> Result<Runtime, LoadError> {
        let arms = gg_arms::REGISTRY.iter().map(|info| (info.start)()).collect::<Result<Vec<_>, _>>()?;
        Ok(Runtime { arms: std::sync::Arc::new(arms), running: Default::default() })
    }

    /// Session programs running now: the instance slots in use (each runs
    /// in an instance of its own).
    pub fn programs_running(&self) -> u32 {
        self.running.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// The state of every started toolchain pool, by arm name.
    pub fn toolchains(&self) -> Vec<(&'static str, crate::PoolState)> {
        self.arms.iter().filter_map(|a| Some((a.info().name, a.toolchain_state()?))).collect()
    }

    fn arm(&self, lang: Lang) -> Result<&dyn Arm, String> {
        self.arms.iter().find(|a| a.info().name == lang.name()).map(|a| &**a).ok_or_else(|| {
            format!("this gg was built without the `{}` arm (enable the Cargo feature `{}`)", lang.name(), lang.name())
        })
    }

    /// Prepares a program without running it: `None` when it is ready to
    /// run, else the refusal the model would read. It is checked against no
    /// host tools (a Java program naming `gg.tools.AgentTools` is refused).
    pub fn check(&self, lang: Lang, source: &str, file_name: Option<&str>) -> Option<End> {
        match self.arm(lang) {
            Ok(arm) => arm.check(Request {
                source,
                file: file_name.unwrap_or(lang.default_file_name()),
                modules: Vec::new(),
                tools: &[],
                kept: None,
            }),
            Err(message) => Some(End::ToolchainFailure { message }),
        }
    }

    /// Prepares an arm ahead of its first turn (starts its compiler), so the
    /// first turn pays for none of it. `Err` is gg's own failure (a missing
    /// toolchain), which the first turn would report too.
    pub fn warm(&self, lang: Lang) -> Result<(), String> {
        self.arm(lang)?.warm()
    }

    /// Loads `lang`'s guest, compiling it for this machine if no process
    /// has yet (what its first turn would otherwise do).
    pub fn load(&self, lang: Lang) -> Result<(), String> {
        self.arm(lang)?.load()
    }

    /// A program in `lang` that prints `text` (for examples and histories).
    pub fn sample(&self, lang: Lang, text: &str) -> Result<String, String> {
        Ok(self.arm(lang)?.sample(text))
    }

    /// Instructions for a model writing `lang` with `tools` at hand: the
    /// lifecycle, typed declarations of every tool, the SDK's catalogue.
    pub fn instructions(&self, lang: Lang, tools: &gg_capabilities::ToolRegistry) -> Result<String, String> {
        Ok(self.arm(lang)?.instructions(&tools.list()))
    }

    /// The SDK catalogue of `lang`'s arm: what a program's `docs` family
    /// searches and opens, for a host that offers the same search.
    pub fn catalogue(&self, lang: Lang) -> Result<&'static gg_capabilities::Catalogue, String> {
        self.arm(lang)?.catalogue()
    }

    /// What a `lang` program's `docs` family searches and opens: the SDK's
    /// catalogue and the tools `grants` let it call, declared in `lang`.
    pub fn docs(
        &self,
        lang: Lang,
        tools: &gg_capabilities::ToolRegistry,
        grants: &gg_core::grants::Grants,
    ) -> Result<gg_capabilities::CatalogueDocs, String> {
        let arm = self.arm(lang)?;
        Ok(gg_capabilities::CatalogueDocs::with_tools(arm.catalogue()?, arm.tool_entries(&tools.granted(grants))))
    }

    /// Runs one turn. Never fails: gg's own failures are
    /// [`End::ToolchainFailure`].
    pub fn run(&self, turn: Turn) -> Outcome {
        let lang = turn.lang;
        let file = turn.file_name.clone().unwrap_or_else(|| lang.default_file_name().to_string());
        let started = Instant::now();
        let mut outcome = Outcome::new(lang.name(), End::Completed { value: None });
        let arm = match self.arm(lang) {
            Ok(arm) => arm,
            Err(message) => {
                outcome.end = End::ToolchainFailure { message };
                return outcome;
            }
        };
        let workspace_files = match WorkspaceFiles::new(&turn.workspace) {
            Ok(f) => f.with_walk_timeout(turn.limits.call_timeout),
            Err(e) => {
                outcome.end = End::ToolchainFailure { message: format!("workspace {}: {e}", turn.workspace.display()) };
                return outcome;
            }
        };
        let state = match &turn.state {
            StateChoice::Default => Some(State::at(State::default_path(workspace_files.root()))),
            StateChoice::At(p) => Some(State::at(p)),
            StateChoice::None => None,
        };
        let bound = code_modules::in_scope(&turn.modules, state.as_ref(), lang.extension());
        let tools = turn.tools.list();
        // A keep-state program holds its session's kept state for its run
        // (a session runs one program at a time).
        let kept_state = turn.kept.clone();
        let mut kept = kept_state.as_ref().map(|k| k.lock());
        if let Some(k) = kept.as_mut() {
            k.lost = false;
        }
        let request = Request {
            source: &turn.source,
            file: &file,
            modules: bound,
            tools: &tools,
            kept: kept.as_ref().map(|k| k.names.as_slice()),
        };
        let prepared = arm.prepare(request, &mut outcome.module_errors);
        outcome.timings.prepare_us = started.elapsed().as_micros() as u64;
        let ready = match prepared {
            Ok(r) => r,
            Err(end) => {
                outcome.end = end;
                return outcome;
            }
        };
        let caps = Capabilities {
            views: turn.views.unwrap_or_else(|| match &state {
                Some(s) => Box::new(StateViews::new(s.clone())),
                None => Box::new(TurnViews::default()),
            }),
            shell: turn.shell.unwrap_or_else(|| {
                Box::new(
                    HostShell::new(workspace_files.clone())
                        .with_interrupt(turn.interrupt.clone())
                        .with_network(turn.grants.has("network"))
                        .with_sandbox(turn.limits.shell_sandbox),
                )
            }),
            tasks: turn.tasks.unwrap_or_else(|| match &state {
                Some(s) => Box::new(StateTasks::new(s.clone())),
                None => Box::new(NoState),
            }),
            memories: turn.memories.unwrap_or_else(|| match &state {
                Some(s) => Box::new(StateMemories::new(s.clone())),
                None => Box::new(NoState),
            }),
            context: turn.context.unwrap_or_else(|| match &state {
                Some(s) => Box::new(StateContext::new(s.clone())),
                None => Box::new(NoState),
            }),
            skills: turn.skills.unwrap_or_else(|| {
                let code_extensions = gg_arms::REGISTRY.iter().flat_map(|a| a.names.iter().copied()).collect();
                Box::new(DirSkills::new(turn.skills_dir.clone(), code_extensions))
            }),
            docs: turn.docs.unwrap_or_else(|| match arm.catalogue() {
                Ok(c) => Box::new(CatalogueDocs::with_tools(c, arm.tool_entries(&turn.tools.granted(&turn.grants)))),
                Err(why) => Box::new(NoCatalogue(why)),
            }),
            session: turn.session.unwrap_or_else(|| Box::new(TurnSessionText::default())),
            files: turn.files.unwrap_or_else(|| Box::new(workspace_files)),
            tools: turn.tools,
            grants: turn.grants,
            lang_extension: lang.extension(),
            bound: Vec::new(),
            view_bytes: 0,
            interrupt: turn.interrupt,
            tap: turn.tap,
            tape: turn.tape,
            call_key: None,
        };
        let had_kept = kept.as_ref().is_some_and(|k| k.instance.is_some());
        let raw = ready.guest.run(&ready.program, caps, &turn.limits, kept.as_mut().map(|k| &mut k.instance));
        if let Some(k) = kept.as_mut() {
            k.lost = raw.kept_lost && had_kept;
            if raw.kept_lost {
                k.names.clear();
            } else {
                for name in &ready.declared {
                    if !k.names.contains(name) {
                        k.names.push(name.clone());
                    }
                }
            }
        }
        drop(kept);
        let stderr = String::from_utf8_lossy(&raw.stderr.0).into_owned();
        let ended = match raw.end {
            Ok(end) => Ok(Ended::Reported(end, raw.module_failures)),
            Err(Stopped::Trapped(t)) => Ok(Ended::Trapped(t)),
            Err(Stopped::Limit(limit, message)) => Err(End::Limit { limit, message }),
            Err(Stopped::Crashed(message)) => {
                Err(End::ToolchainFailure { message: format!("guest crashed: {message}") })
            }
        };
        outcome.end = match ended {
            Ok(ended) => ready.finish.finish(ended, &stderr, &turn.source, &mut outcome.module_errors).bounded(),
            Err(end) => end,
        };
        outcome.stdout =
            Captured { text: String::from_utf8_lossy(&raw.stdout.0).into_owned(), dropped_bytes: raw.stdout.1 };
        outcome.stderr = Captured { text: ready.finish.clean_stderr(stderr), dropped_bytes: raw.stderr.1 };
        outcome.calls = raw.calls;
        outcome.calls_unrecorded = raw.calls_unrecorded;
        outcome.views = raw
            .views
            .into_iter()
            .map(|v| ViewRecord { id: v.id, label: v.label, body: v.body, path: v.path })
            .collect();
        outcome.timings.instantiate_us = raw.instantiate.as_micros() as u64;
        outcome.timings.run_us = raw.run.as_micros() as u64;
        outcome.timings.host_calls_us = raw.host_time.as_micros() as u64;
        outcome.texts = raw.texts;
        outcome.finished = raw.finished;
        if let Some(state) = &state {
            // A binding that cannot be kept is not the model's failure: the
            // module is simply not offered next turn.
            let _ = code_modules::bind(state, &raw.bound);
            outcome.turn_number = record(state, &turn.source, &outcome);
        }
        outcome
    }
}

/// Appends the turn to the workspace's thread. A failure to record is not the
/// model's: the outcome stands, without a number.
fn record(state: &State, source: &str, outcome: &Outcome) -> Option<u32> {
    let json = serde_json::to_string(outcome).ok()?;
    gg_capabilities::context::record_turn(state, &outcome.lang, outcome.end.kind(), source, &json).ok()
}
