//! The agent surface's operations, generated from `wit/` by `cargo xtask gen`; do not edit by hand.
//!
//! One [`Operation`] for each function of each interface the `sandbox` world imports (but `core`, which
//! holds only types), in WIT order: its key, its family, the grant its doc's `@grant` line names and its
//! parameters. Host dispatch, wire dispatch and grants derive from it.

/// One operation of the agent surface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Operation {
    /// `files.read-file`.
    FilesReadFile,
    /// `files.read-text-file`.
    FilesReadTextFile,
    /// `files.write-file`.
    FilesWriteFile,
    /// `files.edit-file`.
    FilesEditFile,
    /// `files.list-directory`.
    FilesListDirectory,
    /// `files.search`.
    FilesSearch,
    /// `files.find`.
    FilesFind,
    /// `files.move`.
    FilesMove,
    /// `files.delete`.
    FilesDelete,
    /// `views.open-text`.
    ViewsOpenText,
    /// `views.open-file`.
    ViewsOpenFile,
    /// `views.close`.
    ViewsClose,
    /// `views.list`.
    ViewsList,
    /// `shell.run`.
    ShellRun,
    /// `tasks.add`.
    TasksAdd,
    /// `tasks.update`.
    TasksUpdate,
    /// `tasks.list`.
    TasksList,
    /// `memories.write`.
    MemoriesWrite,
    /// `memories.read`.
    MemoriesRead,
    /// `memories.delete`.
    MemoriesDelete,
    /// `memories.search`.
    MemoriesSearch,
    /// `context.list-turns`.
    ContextListTurns,
    /// `context.archive`.
    ContextArchive,
    /// `context.read-turn`.
    ContextReadTurn,
    /// `skills.list`.
    SkillsList,
    /// `skills.use`.
    SkillsUse,
    /// `docs.search`.
    DocsSearch,
    /// `docs.open`.
    DocsOpen,
    /// `session.text`.
    SessionText,
    /// `session.finish`.
    SessionFinish,
    /// `tools.list`.
    ToolsList,
    /// `tools.call`.
    ToolsCall,
    /// `tools.parallel`.
    ToolsParallel,
}

impl Operation {
    /// Every operation, in WIT order.
    pub const ALL: &'static [Operation] = &[
        Operation::FilesReadFile,
        Operation::FilesReadTextFile,
        Operation::FilesWriteFile,
        Operation::FilesEditFile,
        Operation::FilesListDirectory,
        Operation::FilesSearch,
        Operation::FilesFind,
        Operation::FilesMove,
        Operation::FilesDelete,
        Operation::ViewsOpenText,
        Operation::ViewsOpenFile,
        Operation::ViewsClose,
        Operation::ViewsList,
        Operation::ShellRun,
        Operation::TasksAdd,
        Operation::TasksUpdate,
        Operation::TasksList,
        Operation::MemoriesWrite,
        Operation::MemoriesRead,
        Operation::MemoriesDelete,
        Operation::MemoriesSearch,
        Operation::ContextListTurns,
        Operation::ContextArchive,
        Operation::ContextReadTurn,
        Operation::SkillsList,
        Operation::SkillsUse,
        Operation::DocsSearch,
        Operation::DocsOpen,
        Operation::SessionText,
        Operation::SessionFinish,
        Operation::ToolsList,
        Operation::ToolsCall,
        Operation::ToolsParallel,
    ];

    /// The stable key (`files.read-file`) an `api-error` and a call record name.
    pub const fn key(self) -> &'static str {
        match self {
            Operation::FilesReadFile => "files.read-file",
            Operation::FilesReadTextFile => "files.read-text-file",
            Operation::FilesWriteFile => "files.write-file",
            Operation::FilesEditFile => "files.edit-file",
            Operation::FilesListDirectory => "files.list-directory",
            Operation::FilesSearch => "files.search",
            Operation::FilesFind => "files.find",
            Operation::FilesMove => "files.move",
            Operation::FilesDelete => "files.delete",
            Operation::ViewsOpenText => "views.open-text",
            Operation::ViewsOpenFile => "views.open-file",
            Operation::ViewsClose => "views.close",
            Operation::ViewsList => "views.list",
            Operation::ShellRun => "shell.run",
            Operation::TasksAdd => "tasks.add",
            Operation::TasksUpdate => "tasks.update",
            Operation::TasksList => "tasks.list",
            Operation::MemoriesWrite => "memories.write",
            Operation::MemoriesRead => "memories.read",
            Operation::MemoriesDelete => "memories.delete",
            Operation::MemoriesSearch => "memories.search",
            Operation::ContextListTurns => "context.list-turns",
            Operation::ContextArchive => "context.archive",
            Operation::ContextReadTurn => "context.read-turn",
            Operation::SkillsList => "skills.list",
            Operation::SkillsUse => "skills.use",
            Operation::DocsSearch => "docs.search",
            Operation::DocsOpen => "docs.open",
            Operation::SessionText => "session.text",
            Operation::SessionFinish => "session.finish",
            Operation::ToolsList => "tools.list",
            Operation::ToolsCall => "tools.call",
            Operation::ToolsParallel => "tools.parallel",
        }
    }

    /// The family (WIT interface) it belongs to (`files`).
    pub const fn family(self) -> &'static str {
        match self {
            Operation::FilesReadFile => "files",
            Operation::FilesReadTextFile => "files",
            Operation::FilesWriteFile => "files",
            Operation::FilesEditFile => "files",
            Operation::FilesListDirectory => "files",
            Operation::FilesSearch => "files",
            Operation::FilesFind => "files",
            Operation::FilesMove => "files",
            Operation::FilesDelete => "files",
            Operation::ViewsOpenText => "views",
            Operation::ViewsOpenFile => "views",
            Operation::ViewsClose => "views",
            Operation::ViewsList => "views",
            Operation::ShellRun => "shell",
            Operation::TasksAdd => "tasks",
            Operation::TasksUpdate => "tasks",
            Operation::TasksList => "tasks",
            Operation::MemoriesWrite => "memories",
            Operation::MemoriesRead => "memories",
            Operation::MemoriesDelete => "memories",
            Operation::MemoriesSearch => "memories",
            Operation::ContextListTurns => "context",
            Operation::ContextArchive => "context",
            Operation::ContextReadTurn => "context",
            Operation::SkillsList => "skills",
            Operation::SkillsUse => "skills",
            Operation::DocsSearch => "docs",
            Operation::DocsOpen => "docs",
            Operation::SessionText => "session",
            Operation::SessionFinish => "session",
            Operation::ToolsList => "tools",
            Operation::ToolsCall => "tools",
            Operation::ToolsParallel => "tools",
        }
    }

    /// The grant it needs; `None` only where the WIT says `@grant none`.
    pub const fn grant(self) -> Option<&'static str> {
        match self {
            Operation::FilesReadFile => Some("read-files"),
            Operation::FilesReadTextFile => Some("read-files"),
            Operation::FilesWriteFile => Some("write-files"),
            Operation::FilesEditFile => Some("write-files"),
            Operation::FilesListDirectory => Some("read-files"),
            Operation::FilesSearch => Some("read-files"),
            Operation::FilesFind => Some("read-files"),
            Operation::FilesMove => Some("write-files"),
            Operation::FilesDelete => Some("write-files"),
            Operation::ViewsOpenText => None,
            Operation::ViewsOpenFile => Some("read-files"),
            Operation::ViewsClose => None,
            Operation::ViewsList => None,
            Operation::ShellRun => Some("shell"),
            Operation::TasksAdd => Some("tasks"),
            Operation::TasksUpdate => Some("tasks"),
            Operation::TasksList => Some("tasks"),
            Operation::MemoriesWrite => Some("memories"),
            Operation::MemoriesRead => Some("memories"),
            Operation::MemoriesDelete => Some("memories"),
            Operation::MemoriesSearch => Some("memories"),
            Operation::ContextListTurns => Some("context"),
            Operation::ContextArchive => Some("context"),
            Operation::ContextReadTurn => Some("context"),
            Operation::SkillsList => Some("skills"),
            Operation::SkillsUse => Some("skills"),
            Operation::DocsSearch => None,
            Operation::DocsOpen => None,
            Operation::SessionText => None,
            Operation::SessionFinish => None,
            Operation::ToolsList => None,
            Operation::ToolsCall => None,
            Operation::ToolsParallel => None,
        }
    }

    /// Its parameters' WIT names, in order (`["path", "options"]`).
    pub const fn params(self) -> &'static [&'static str] {
        match self {
            Operation::FilesReadFile => &["path", "options"],
            Operation::FilesReadTextFile => &["path"],
            Operation::FilesWriteFile => &["path", "content"],
            Operation::FilesEditFile => &["path", "old-text", "new-text"],
            Operation::FilesListDirectory => &["path"],
            Operation::FilesSearch => &["pattern", "options"],
            Operation::FilesFind => &["glob", "options"],
            Operation::FilesMove => &["source", "destination"],
            Operation::FilesDelete => &["path"],
            Operation::ViewsOpenText => &["label", "body"],
            Operation::ViewsOpenFile => &["path", "offset", "limit"],
            Operation::ViewsClose => &["id"],
            Operation::ViewsList => &[],
            Operation::ShellRun => &["command", "options"],
            Operation::TasksAdd => &["title", "notes", "status"],
            Operation::TasksUpdate => &["id", "patch"],
            Operation::TasksList => &["status"],
            Operation::MemoriesWrite => &["slug", "text", "tags", "code"],
            Operation::MemoriesRead => &["slug"],
            Operation::MemoriesDelete => &["slug"],
            Operation::MemoriesSearch => &["query", "limit"],
            Operation::ContextListTurns => &[],
            Operation::ContextArchive => &["ranges"],
            Operation::ContextReadTurn => &["number"],
            Operation::SkillsList => &[],
            Operation::SkillsUse => &["name"],
            Operation::DocsSearch => &["query", "limit"],
            Operation::DocsOpen => &["key"],
            Operation::SessionText => &["value"],
            Operation::SessionFinish => &["summary"],
            Operation::ToolsList => &[],
            Operation::ToolsCall => &["name", "arguments"],
            Operation::ToolsParallel => &["calls"],
        }
    }

    /// The JSON shape of its result on the wire, the ok side of its WIT result: a primitive's WIT
    /// name, a named type's qualified name (a key of [`TYPES`]), `{"list": shape}`, `{"option": shape}`,
    /// `{"tuple": [shape…]}`, `{"result": [ok, err]}`, or `null` when it returns nothing.
    pub const fn result(self) -> &'static str {
        match self {
            Operation::FilesReadFile => r#""files.file-content""#,
            Operation::FilesReadTextFile => r#""string""#,
            Operation::FilesWriteFile => r#""u64""#,
            Operation::FilesEditFile => r#""files.edit-result""#,
            Operation::FilesListDirectory => r#"{"list":"files.dir-entry"}"#,
            Operation::FilesSearch => r#""files.search-result""#,
            Operation::FilesFind => r#"{"list":"string"}"#,
            Operation::FilesMove => r#"null"#,
            Operation::FilesDelete => r#"null"#,
            Operation::ViewsOpenText => r#""views.view""#,
            Operation::ViewsOpenFile => r#""views.view""#,
            Operation::ViewsClose => r#"null"#,
            Operation::ViewsList => r#"{"list":"views.view"}"#,
            Operation::ShellRun => r#""shell.run-result""#,
            Operation::TasksAdd => r#""tasks.task""#,
            Operation::TasksUpdate => r#""tasks.task""#,
            Operation::TasksList => r#"{"list":"tasks.task"}"#,
            Operation::MemoriesWrite => r#""memories.memory""#,
            Operation::MemoriesRead => r#""memories.memory""#,
            Operation::MemoriesDelete => r#"null"#,
            Operation::MemoriesSearch => r#"{"list":"memories.memory-hit"}"#,
            Operation::ContextListTurns => r#"{"list":"context.turn-summary"}"#,
            Operation::ContextArchive => r#""u32""#,
            Operation::ContextReadTurn => r#""context.turn""#,
            Operation::SkillsList => r#"{"list":"skills.skill"}"#,
            Operation::SkillsUse => r#""skills.used-skill""#,
            Operation::DocsSearch => r#"{"list":"docs.doc-hit"}"#,
            Operation::DocsOpen => r#""u32""#,
            Operation::SessionText => r#"null"#,
            Operation::SessionFinish => r#"null"#,
            Operation::ToolsList => r#"{"list":"tools.tool-info"}"#,
            Operation::ToolsCall => r#""string""#,
            Operation::ToolsParallel => r#"{"list":{"result":["string","core.api-error"]}}"#,
        }
    }

    /// Its WIT doc, without the `@grant` line.
    pub const fn doc(self) -> &'static str {
        match self {
            Operation::FilesReadFile => "Read a file: text as a window of lines, anything else as bytes.",
            Operation::FilesReadTextFile => "Read a whole UTF-8 file as a string.",
            Operation::FilesWriteFile => {
                "Create or replace a file, creating parent directories; returns bytes written."
            }
            Operation::FilesEditFile => "Replace the one exact occurrence of `old-text` with `new-text`.",
            Operation::FilesListDirectory => "List a directory's entries, sorted by name.",
            Operation::FilesSearch => "Search file contents by regular expression, respecting `.gitignore`.",
            Operation::FilesFind => "Find files whose workspace-relative paths match a glob, sorted.",
            Operation::FilesMove => "Move or rename a file or directory; refuses to replace an existing path.",
            Operation::FilesDelete => "Delete a file, or a directory with everything in it.",
            Operation::ViewsOpenText => "Open a text under a label.",
            Operation::ViewsOpenFile => "Open a window of a workspace file (`offset` 1-based, `limit` in lines).",
            Operation::ViewsClose => "Close an open view.",
            Operation::ViewsList => "The views open now, oldest first.",
            Operation::ShellRun => {
                "Run `command` with `/bin/sh -c` in the workspace. A process that ran is\na success whatever its exit code."
            }
            Operation::TasksAdd => "Add a task (status `todo` when absent); returns it with its new id.",
            Operation::TasksUpdate => "Change a task; what the patch leaves out is kept. Returns the task as changed.",
            Operation::TasksList => "The tasks, or only those with `status` when it is given.",
            Operation::MemoriesWrite => "Create or replace the memory under `slug` (lowercase letters, digits, `-`).",
            Operation::MemoriesRead => "Read the memory under `slug`; `not-found` when there is none.",
            Operation::MemoriesDelete => "Delete a memory; `not-found` when there is none.",
            Operation::MemoriesSearch => "Full-text search over slug, text and tags, most relevant first.",
            Operation::ContextListTurns => "Every turn, oldest first, archived ones included.",
            Operation::ContextArchive => "Archive ranges of turns; returns how many turns changed.",
            Operation::ContextReadTurn => "Read one turn by its 1-based number: its program and its outcome.",
            Operation::SkillsList => "The skills under the skills directory.",
            Operation::SkillsUse => "Use a skill: open its text as a view and bind its code module, if it has one.",
            Operation::DocsSearch => "Search the catalogue, most relevant first.",
            Operation::DocsOpen => "Open an entry's whole documentation as a view; returns the view's id.",
            Operation::SessionText => "Text shown to the user.",
            Operation::SessionFinish => "End the agent's task with a summary.",
            Operation::ToolsList => "The tools this agent may call, with their arguments' schemas.",
            Operation::ToolsCall => "Call a tool with JSON arguments; returns its JSON result.",
            Operation::ToolsParallel => {
                "Calls several tools as one host call: their handlers run concurrently\nand every call runs to its end; the results come back in call order,\neach the tool's JSON result or that call's own error. The batch itself\nfails only when it is refused as a whole (no tool grant, too many calls)."
            }
        }
    }

    /// The operation with this key.
    pub fn from_key(key: &str) -> Option<Operation> {
        Self::ALL.iter().copied().find(|op| op.key() == key)
    }
}

/// Every named type an operation's result reaches, as one JSON object keyed by qualified name
/// (`files.text-file`): `{"record": [[field, shape]…]}`, `{"variant": [[case, shape or null]…]}`,
/// `{"enum": [case…]}` or `{"flags": [flag…]}`, shapes as [`Operation::result`] gives them.
pub const TYPES: &str = r#"{"context.turn":{"doc":"","record":[["summary","context.turn-summary",""],["program","string",""],["outcome","string","The outcome as JSON."]]},"context.turn-summary":{"doc":"","record":[["number","u32","1-based turn number in this workspace."],["lang","string",""],["band","string","The outcome band (`completed`, `runtime-error`, …)."],["started-at","u64",""],["archived","bool",""]]},"core.api-error":{"doc":"A refused or failed call.","record":[["operation","string","The operation's stable key, for example `files.read-text-file`."],["code","core.error-code",""],["message","string",""]]},"core.error-code":{"enum":["unavailable","invalid-argument","not-found","conflict","timeout","io","limit-exceeded","denied"]},"docs.doc-hit":{"doc":"","record":[["key","string","The entry's key, for example `files.readTextFile`."],["kind","docs.entry-kind",""],["brief","string","The entry's one-line brief."],["score","f64",""]]},"docs.entry-kind":{"enum":["module","function","type"]},"files.binary-file":{"doc":"A file that is not UTF-8 text.","record":[["path","string",""],["media-type","string",""],["size","u64",""],["bytes",{"list":"u8"},""]]},"files.dir-entry":{"doc":"","record":[["name","string",""],["kind","files.entry-kind",""],["size","u64",""]]},"files.edit-result":{"doc":"","record":[["path","string",""],["line","u32","1-based line where the replaced text began."]]},"files.entry-kind":{"enum":["file","directory","symlink","other"]},"files.file-content":{"variant":[["text","files.text-file"],["binary","files.binary-file"]]},"files.search-match":{"doc":"","record":[["path","string",""],["line","u32","1-based line and column (in characters) of the match."],["column","u32",""],["text","string","The whole line, without its line ending."]]},"files.search-result":{"doc":"","record":[["matches",{"list":"files.search-match"},""],["truncated","bool","True when the limit cut the search short."]]},"files.text-file":{"doc":"A window of a text file, in lines.","record":[["path","string",""],["content","string","The lines of the window, joined with their original line endings."],["first-line","u32","1-based number of the first line in `content`."],["total-lines","u32","How many lines the whole file has."],["truncated","bool","True when the window stops before the end of the file."]]},"memories.memory":{"doc":"","record":[["slug","string",""],["text","string",""],["tags",{"list":"string"},""],["code",{"option":"string"},"A code module kept with the memory (its language is its extension's)."],["updated-at","u64",""]]},"memories.memory-hit":{"doc":"","record":[["memory","memories.memory",""],["score","f64","Relevance: higher is better (negated BM25)."]]},"shell.run-result":{"doc":"","record":[["exit-code",{"option":"s32"},"The exit code; none when a signal ended the process."],["signal",{"option":"s32"},"The signal that ended the process, if one did."],["stdout","string",""],["stderr","string",""],["stdout-dropped","u64","Bytes of output past the capture cap, dropped."],["stderr-dropped","u64",""],["timed-out","bool","True when the timeout killed the command."],["duration-ms","u64",""]]},"skills.skill":{"doc":"","record":[["name","string",""],["description","string",""],["code-file",{"option":"string"},"The code file's name, when the skill has one."]]},"skills.used-skill":{"doc":"","record":[["skill","skills.skill",""],["view-id","u32","The view the skill's text opened in."],["module-key",{"option":"string"},"The key its code module is bound under for the arm's `lib`."]]},"tasks.task":{"doc":"","record":[["id","u32",""],["title","string",""],["status","tasks.task-status",""],["notes",{"option":"string"},""],["created-at","u64","Milliseconds since the Unix epoch."],["updated-at","u64",""]]},"tasks.task-status":{"enum":["todo","doing","done","blocked"]},"tools.tool-info":{"doc":"","record":[["name","string",""],["description","string",""],["schema","string","The JSON Schema of the arguments, as JSON."],["output-schema",{"option":"string"},"The JSON Schema of the result, as JSON, when the tool declares one."]]},"views.view":{"doc":"","record":[["id","u32",""],["label","string",""],["body","string","The text shown; for a file view, the window's lines as read at open."],["path",{"option":"string"},"The file a file view shows."]]}}"#;

/// Every family (WIT interface) and its doc, in the order the world imports them.
pub const FAMILIES: &[(&str, &str)] = &[
    ("files", "The agent's workspace files. Every path is relative to the workspace root\nand confined to it."),
    ("views", "What the model is shown at the start of its next turn."),
    ("shell", "Commands in the workspace. Off unless granted."),
    ("tasks", "The agent's task list, kept in the workspace's state database."),
    ("memories", "What the agent remembers across turns, searchable by relevance."),
    ("context", "The thread of turns this workspace has run."),
    (
        "skills",
        "Skills: folders under the configured skills directory, each with a\n`SKILL.md` (front matter `name` and `description`) and optionally a code file.",
    ),
    ("docs", "The running arm's own SDK catalogue. Always granted."),
    ("session", "What the user sees, and the end of the agent's task. Always granted."),
    (
        "tools",
        "Tools the embedding host registered, and the tools of the MCP servers it\nbridges. A host tool's name is `[a-z][a-z0-9_]*` and needs the `tools`\ngrant; an MCP server's tool is named `<server>.<tool>` (both parts\n`[a-z][a-z0-9_]*`) and needs the `mcp` or `mcp:<server>` grant. The\nregistry decides per tool, so the operations below need no grant of their\nown: each refuses with `unavailable` what the agent may not call.",
    ),
];

/// Every grant an operation can name, in the order the WIT first uses them.
pub const GRANTS: &[&str] = &["read-files", "write-files", "shell", "tasks", "memories", "context", "skills"];
