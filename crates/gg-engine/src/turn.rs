//! One turn to run: the program, its workspace, its limits and grants, and
//! any family the embedder replaces. A builder; nothing here runs.

use crate::Lang;
use gg_capabilities::code_modules;
use gg_capabilities::{Context, Docs, Files, Memories, SessionText, Shell, Skills, Tasks, ToolRegistry, Views};
use gg_core::control::{Interrupt, OutputTap};
use gg_core::grants::Grants;
use gg_core::limits::Limits;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// A keep-state session's memory between its programs, shared by its turns:
/// the kept instance, and the top-level names its programs declared (the
/// Ruby arm declares them again in front of the next program).
#[derive(Clone, Default)]
pub(crate) struct KeptState(pub(crate) Arc<Mutex<KeptInner>>);

#[derive(Default)]
pub(crate) struct KeptInner {
    pub instance: Option<gg_sandbox::Kept>,
    pub names: Vec<String>,
    /// The last program that ran took the kept state with it.
    pub lost: bool,
}

impl KeptState {
    pub(crate) fn lock(&self) -> std::sync::MutexGuard<'_, KeptInner> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// Where a turn keeps the workspace's state.
#[derive(Debug, Clone, Default)]
pub(crate) enum StateChoice {
    /// `<workspace>/.gg/state.db`.
    #[default]
    Default,
    At(PathBuf),
    /// No database: tasks, memories and context are unavailable; views live
    /// for the turn only; the turn is not recorded.
    None,
}

/// One turn to run: the program, where it runs, what it may use, and under
/// which limits. Every family can be replaced; the rest keep their defaults.
pub struct Turn {
    pub(crate) lang: Lang,
    pub(crate) source: String,
    pub(crate) file_name: Option<String>,
    pub(crate) workspace: PathBuf,
    pub(crate) limits: Limits,
    pub(crate) grants: Grants,
    pub(crate) state: StateChoice,
    pub(crate) skills_dir: Option<PathBuf>,
    pub(crate) tools: ToolRegistry,
    pub(crate) files: Option<Box<dyn Files>>,
    pub(crate) views: Option<Box<dyn Views>>,
    pub(crate) shell: Option<Box<dyn Shell>>,
    pub(crate) tasks: Option<Box<dyn Tasks>>,
    pub(crate) memories: Option<Box<dyn Memories>>,
    pub(crate) context: Option<Box<dyn Context>>,
    pub(crate) skills: Option<Box<dyn Skills>>,
    pub(crate) docs: Option<Box<dyn Docs>>,
    pub(crate) session: Option<Box<dyn SessionText>>,
    pub(crate) modules: Vec<code_modules::BoundModule>,
    pub(crate) interrupt: Interrupt,
    pub(crate) tap: Option<OutputTap>,
    /// The keep-state session this turn is a program of.
    pub(crate) kept: Option<KeptState>,
    /// A durable session's program: its tape.
    pub(crate) tape: Option<gg_sandbox::tape::Tape>,
}

impl Turn {
    /// A turn running `source` in the current directory with default limits
    /// and grants, keeping state in `<workspace>/.gg/state.db`.
    pub fn new(lang: Lang, source: impl Into<String>) -> Turn {
        Turn {
            lang,
            source: source.into(),
            file_name: None,
            workspace: PathBuf::from("."),
            limits: Limits::default(),
            grants: Grants::default(),
            state: StateChoice::Default,
            skills_dir: None,
            tools: ToolRegistry::default(),
            files: None,
            views: None,
            shell: None,
            tasks: None,
            memories: None,
            context: None,
            skills: None,
            docs: None,
            session: None,
            modules: Vec::new(),
            interrupt: Interrupt::new(),
            tap: None,
            kept: None,
            tape: None,
        }
    }

    /// Runs the turn as a program of a keep-state session.
    pub(crate) fn kept(mut self, kept: KeptState) -> Turn {
        self.kept = Some(kept);
        self
    }

    /// Hands this turn a code module under `key`, beside those the
    /// workspace's agent bound (this one wins a shared key). `file` names
    /// its language by extension (`csv.rb`); only the running arm's own
    /// language is offered at `lib`.
    pub fn code_module(mut self, key: impl Into<String>, file: impl Into<String>, source: impl Into<String>) -> Turn {
        self.modules.push(code_modules::BoundModule {
            key: key.into(),
            file: file.into(),
            source: source.into(),
            origin: "handed by the embedder".into(),
        });
        self
    }

    /// The directory the `files` family is confined to.
    pub fn workspace(mut self, dir: impl Into<PathBuf>) -> Turn {
        self.workspace = dir.into();
        self
    }

    /// The name the program's frames and diagnostics carry.
    pub fn file_name(mut self, name: impl Into<String>) -> Turn {
        self.file_name = Some(name.into());
        self
    }

    pub fn limits(mut self, limits: Limits) -> Turn {
        self.limits = limits;
        self
    }

    pub fn grants(mut self, grants: Grants) -> Turn {
        self.grants = grants;
        self
    }

    /// Keeps state in the database at `path` instead of the workspace's.
    pub fn state_path(mut self, path: impl Into<PathBuf>) -> Turn {
        self.state = StateChoice::At(path.into());
        self
    }

    /// Keeps no state: tasks, memories and context answer `unavailable`.
    pub fn without_state(mut self) -> Turn {
        self.state = StateChoice::None;
        self
    }

    /// The directory whose folders are the agent's skills.
    pub fn skills_dir(mut self, dir: impl Into<PathBuf>) -> Turn {
        self.skills_dir = Some(dir.into());
        self
    }

    /// The host tools a program may call (with the `tools` grant).
    pub fn tools(mut self, tools: ToolRegistry) -> Turn {
        self.tools = tools;
        self
    }

    /// Replaces the `files` family.
    pub fn files(mut self, files: Box<dyn Files>) -> Turn {
        self.files = Some(files);
        self
    }

    /// Replaces the `views` family.
    pub fn views(mut self, views: Box<dyn Views>) -> Turn {
        self.views = Some(views);
        self
    }

    /// Replaces the `shell` family.
    pub fn shell(mut self, shell: Box<dyn Shell>) -> Turn {
        self.shell = Some(shell);
        self
    }

    /// Replaces the `tasks` family.
    pub fn tasks(mut self, tasks: Box<dyn Tasks>) -> Turn {
        self.tasks = Some(tasks);
        self
    }

    /// Replaces the `memories` family.
    pub fn memories(mut self, memories: Box<dyn Memories>) -> Turn {
        self.memories = Some(memories);
        self
    }

    /// Replaces the `context` family.
    pub fn context(mut self, context: Box<dyn Context>) -> Turn {
        self.context = Some(context);
        self
    }

    /// Replaces the `skills` family.
    pub fn skills(mut self, skills: Box<dyn Skills>) -> Turn {
        self.skills = Some(skills);
        self
    }

    /// Replaces the `docs` family.
    pub fn docs(mut self, docs: Box<dyn Docs>) -> Turn {
        self.docs = Some(docs);
        self
    }

    /// Replaces the `session` family.
    pub fn session_text(mut self, session: Box<dyn SessionText>) -> Turn {
        self.session = Some(session);
        self
    }

    /// Ends the program as soon as `interrupt` is set from another thread
    /// (within an epoch tick, or as soon as a blocked shell command or host
    /// tool gives up).
    pub fn interrupt(mut self, interrupt: Interrupt) -> Turn {
        self.interrupt = interrupt;
        self
    }

    /// Copies what the program writes to `tap` as it writes it.
    pub fn tap(mut self, tap: OutputTap) -> Turn {
        self.tap = Some(tap);
        self
    }

    /// The program's text.
    pub fn source(&self) -> &str {
        &self.source
    }
}
