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

    /// The operation with this key.
    pub fn from_key(key: &str) -> Option<Operation> {
        Self::ALL.iter().copied().find(|op| op.key() == key)
    }
}

/// Every named type an operation's result reaches, as one JSON object keyed by qualified name
/// (`files.text-file`): `{"record": [[field, shape]…]}`, `{"variant": [[case, shape or null]…]}`,
/// `{"enum": [case…]}` or `{"flags": [flag…]}`, shapes as [`Operation::result`] gives them.
pub const TYPES: &str = r#"{"context.turn":{"record":[["summary","context.turn-summary"],["program","string"],["outcome","string"]]},"context.turn-summary":{"record":[["number","u32"],["lang","string"],["band","string"],["started-at","u64"],["archived","bool"]]},"core.api-error":{"record":[["operation","string"],["code","core.error-code"],["message","string"]]},"core.error-code":{"enum":["unavailable","invalid-argument","not-found","conflict","timeout","io","limit-exceeded","denied"]},"docs.doc-hit":{"record":[["key","string"],["kind","docs.entry-kind"],["brief","string"],["score","f64"]]},"docs.entry-kind":{"enum":["module","function","type"]},"files.binary-file":{"record":[["path","string"],["media-type","string"],["size","u64"],["bytes",{"list":"u8"}]]},"files.dir-entry":{"record":[["name","string"],["kind","files.entry-kind"],["size","u64"]]},"files.edit-result":{"record":[["path","string"],["line","u32"]]},"files.entry-kind":{"enum":["file","directory","symlink","other"]},"files.file-content":{"variant":[["text","files.text-file"],["binary","files.binary-file"]]},"files.search-match":{"record":[["path","string"],["line","u32"],["column","u32"],["text","string"]]},"files.search-result":{"record":[["matches",{"list":"files.search-match"}],["truncated","bool"]]},"files.text-file":{"record":[["path","string"],["content","string"],["first-line","u32"],["total-lines","u32"],["truncated","bool"]]},"memories.memory":{"record":[["slug","string"],["text","string"],["tags",{"list":"string"}],["code",{"option":"string"}],["updated-at","u64"]]},"memories.memory-hit":{"record":[["memory","memories.memory"],["score","f64"]]},"shell.run-result":{"record":[["exit-code",{"option":"s32"}],["signal",{"option":"s32"}],["stdout","string"],["stderr","string"],["stdout-dropped","u64"],["stderr-dropped","u64"],["timed-out","bool"],["duration-ms","u64"]]},"skills.skill":{"record":[["name","string"],["description","string"],["code-file",{"option":"string"}]]},"skills.used-skill":{"record":[["skill","skills.skill"],["view-id","u32"],["module-key",{"option":"string"}]]},"tasks.task":{"record":[["id","u32"],["title","string"],["status","tasks.task-status"],["notes",{"option":"string"}],["created-at","u64"],["updated-at","u64"]]},"tasks.task-status":{"enum":["todo","doing","done","blocked"]},"tools.tool-info":{"record":[["name","string"],["description","string"],["schema","string"],["output-schema",{"option":"string"}]]},"views.view":{"record":[["id","u32"],["label","string"],["body","string"],["path",{"option":"string"}]]}}"#;

/// Every grant an operation can name, in the order the WIT first uses them.
pub const GRANTS: &[&str] = &["read-files", "write-files", "shell", "tasks", "memories", "context", "skills"];
