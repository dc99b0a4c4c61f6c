//! The `tools` family: tools the embedding host registers, each with a name,
//! a description, a JSON Schema for its arguments and a Rust handler, and
//! grouped tools ([`ToolSpec::group`]) — the tools of the MCP servers gg
//! bridges, one group per server, named `<group>.<tool>`.
//!
//! Grants are decided here, per tool: an ungrouped tool needs `tools`, a
//! grouped one `mcp` or `mcp:<group>`. A listing shows only the tools the
//! agent may call; an agent with no tool grant at all is refused every
//! `tools` operation, as an operation without its grant is.
//!
//! Arguments are validated against the schema before the handler runs; a
//! violation is `invalid-argument` naming the field. A handler runs on its
//! own thread under the per-call timeout; past it the program gets `timeout`
//! (the handler's thread is left to finish on its own).

use super::files::api_error;
use gg_core::control::Interrupt;
use gg_core::grants::{Grants, is_group_name};
use gg_core::schema::Schema;
use gg_membrane::api::core::{ApiError, ErrorCode};
use gg_membrane::api::tools::ToolInfo;
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// A tool's handler: JSON arguments in, a JSON result or an error message
/// out. The second argument is the call's idempotency key, for a durable
/// session's program (`<session>/<program>/<call>`, `.<n>` added for the
/// `n`th call of a `tools.parallel`): a call made again after gg restarted,
/// because its result was never journaled, carries the same key.
pub type Handler = Arc<dyn Fn(Value, Option<&str>) -> Result<Value, String> + Send + Sync>;

/// Decides an ask-first tool's call before its handler runs: `Ok` lets it
/// run, `Err(reason)` denies it. It may block (a person deciding); it should
/// give up when the interrupt is set.
pub type Approver = Arc<dyn Fn(&str, &Value, &Interrupt) -> Result<(), String> + Send + Sync>;

struct Tool {
    description: String,
    schema: Schema,
    /// The JSON Schema of its result, when it declares one.
    output_schema: Option<Value>,
    handler: Handler,
    /// Its calls wait for the approver's decision.
    ask: bool,
    /// Its group (an MCP server), whose grant it needs instead of `tools`.
    group: Option<String>,
    /// The name its server gives it, where that is not its own.
    original: Option<String>,
}

/// A tool to register with [`ToolRegistry::register_spec`].
#[derive(Debug, Clone, Default)]
pub struct ToolSpec {
    /// Its group (`github`): the tool is registered as `<group>.<name>` and
    /// needs the `mcp` or `mcp:<group>` grant. `None` for a host tool.
    pub group: Option<String>,
    /// `[a-z][a-z0-9_]*`.
    pub name: String,
    /// The name the tool's server gives it, when gg had to mangle it
    /// ([`mangle`]); shown beside the name in catalogues.
    pub original: Option<String>,
    pub description: String,
    /// The JSON Schema of its arguments.
    pub schema: Value,
    /// The JSON Schema of its result, if it declares one.
    pub output_schema: Option<Value>,
}

/// A foreign tool or server name as a gg name (`[a-z][a-z0-9_]*`): a
/// lower-to-upper case boundary becomes `_` (`createIssue` → `create_issue`),
/// every run of other characters than ASCII letters and digits becomes one
/// `_` (`create-issue`, `create issue` → `create_issue`), leading and
/// trailing `_` go, letters are lowered, and a name that would not start with
/// a letter gets `t_` in front (`2fa` → `t_2fa`, `` → `t_`).
pub fn mangle(name: &str) -> String {
    let mut out = String::new();
    let mut prev_lower = false;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            if c.is_ascii_uppercase() && prev_lower {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
            prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        } else {
            if !out.ends_with('_') {
                out.push('_');
            }
            prev_lower = false;
        }
    }
    let out = out.trim_matches('_').to_string();
    if out.starts_with(|c: char| c.is_ascii_lowercase()) { out } else { format!("t_{out}") }
}

/// The tools an embedder registered. Cheap to clone; share one across turns.
#[derive(Clone, Default)]
pub struct ToolRegistry {
    tools: Arc<BTreeMap<String, Tool>>,
    approver: Option<Approver>,
    /// Groups whose tools are unknown (an MCP server that did not start, or
    /// that the agent's grants do not reach), with the error a call into one
    /// gets.
    missing: Arc<BTreeMap<String, (ErrorCode, String)>>,
}

impl std::fmt::Debug for ToolRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.tools.keys()).finish()
    }
}

impl ToolRegistry {
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers a host tool. Fails when the name is taken or not an
    /// identifier (`[a-z][a-z0-9_]*`), or the schema uses a keyword gg cannot
    /// check.
    pub fn register(
        &mut self,
        name: &str,
        description: &str,
        schema: Value,
        handler: impl Fn(Value) -> Result<Value, String> + Send + Sync + 'static,
    ) -> Result<&mut Self, String> {
        self.register_keyed(name, description, schema, move |arguments, _| handler(arguments))
    }

    /// Registers a host tool whose handler also receives each call's
    /// idempotency key ([`Handler`]).
    pub fn register_keyed(
        &mut self,
        name: &str,
        description: &str,
        schema: Value,
        handler: impl Fn(Value, Option<&str>) -> Result<Value, String> + Send + Sync + 'static,
    ) -> Result<&mut Self, String> {
        let spec = ToolSpec { name: name.into(), description: description.into(), schema, ..ToolSpec::default() };
        self.register_spec_keyed(spec, handler)
    }

    /// Registers a tool described in full: grouped (as `<group>.<name>`),
    /// with a result schema, with the name its server gives it. Fails as
    /// [`ToolRegistry::register`] does, and when the group is not
    /// `[a-z][a-z0-9_]*` or the result schema is not a schema.
    pub fn register_spec(
        &mut self,
        spec: ToolSpec,
        handler: impl Fn(Value) -> Result<Value, String> + Send + Sync + 'static,
    ) -> Result<&mut Self, String> {
        self.register_spec_keyed(spec, move |arguments, _| handler(arguments))
    }

    /// [`ToolRegistry::register_spec`] for a handler that also receives
    /// each call's idempotency key ([`Handler`]).
    pub fn register_spec_keyed(
        &mut self,
        spec: ToolSpec,
        handler: impl Fn(Value, Option<&str>) -> Result<Value, String> + Send + Sync + 'static,
    ) -> Result<&mut Self, String> {
        let ToolSpec { group, name, original, description, schema, output_schema } = spec;
        if !is_group_name(&name) {
            return Err(format!("tool name `{name}` must match [a-z][a-z0-9_]*"));
        }
        let key = match &group {
            Some(g) if !is_group_name(g) => return Err(format!("tool group `{g}` must match [a-z][a-z0-9_]*")),
            Some(g) => format!("{g}.{name}"),
            None => name,
        };
        let schema = Schema::new(schema).map_err(|e| format!("tool `{key}`: {e}"))?;
        if let Some(out) = &output_schema
            && !(out.is_object() || out.is_boolean())
        {
            return Err(format!("tool `{key}`: its output schema is not a JSON Schema"));
        }
        let tools = Arc::make_mut(&mut self.tools);
        if tools.contains_key(&key) {
            return Err(format!("tool `{key}` is already registered"));
        }
        tools.insert(
            key,
            Tool { description, schema, output_schema, handler: Arc::new(handler), ask: false, group, original },
        );
        Ok(self)
    }

    /// Makes `name` an ask-first tool: each call waits for the approver
    /// ([`ToolRegistry::approver`]); with none, the call is refused.
    pub fn ask_first(&mut self, name: &str) -> Result<&mut Self, String> {
        let tools = Arc::make_mut(&mut self.tools);
        let tool = tools.get_mut(name).ok_or_else(|| format!("there is no tool `{name}` to make ask-first"))?;
        tool.ask = true;
        Ok(self)
    }

    /// Notes that group `group`'s tools are unknown, and why (an MCP server
    /// that did not start, `io`; or that was not started because no grant
    /// reaches it, `unavailable`): a call of `<group>.<anything>` fails with
    /// `code` and `why`.
    pub fn missing_group(&mut self, group: &str, code: ErrorCode, why: &str) -> &mut Self {
        Arc::make_mut(&mut self.missing).insert(group.to_string(), (code, why.to_string()));
        self
    }

    /// Who decides ask-first calls (a session installs its own).
    pub fn approver(&mut self, approver: Approver) -> &mut Self {
        self.approver = Some(approver);
        self
    }

    /// Whether `name` is an ask-first tool.
    pub fn asks_first(&self, name: &str) -> bool {
        self.tools.get(name).is_some_and(|t| t.ask)
    }

    /// Every tool, by name.
    pub fn list(&self) -> Vec<ToolInfo> {
        self.tools.iter().map(|(name, t)| info(name, t)).collect()
    }

    /// The tools `grants` let an agent call, by name.
    pub fn granted(&self, grants: &Grants) -> Vec<ToolInfo> {
        self.tools.iter().filter(|(_, t)| grants.has(&t.grant())).map(|(name, t)| info(name, t)).collect()
    }

    /// The name a tool's server gives it, where gg mangled it.
    pub fn original_name(&self, name: &str) -> Option<&str> {
        self.tools.get(name).and_then(|t| t.original.as_deref())
    }

    /// `Err(unavailable)` when `grants` allow no tool at all: every `tools`
    /// operation is refused then, as an operation without its grant is.
    pub fn admit(op: &str, grants: &Grants) -> Result<(), ApiError> {
        if grants.has("tools") || grants.has_any_mcp() {
            return Ok(());
        }
        Err(api_error(
            op,
            ErrorCode::Unavailable,
            format!("`{op}` needs the `tools` grant, which this agent does not have"),
        ))
    }

    /// Validates `arguments` (JSON text) and runs the tool under `timeout`.
    /// Calls tool `name` with `arguments` (JSON, checked against its schema),
    /// when `grants` allow it; gives up after `timeout`, or as soon as
    /// `interrupt` is set.
    pub fn call(
        &self,
        name: &str,
        arguments: &str,
        timeout: Duration,
        interrupt: &Interrupt,
        grants: &Grants,
    ) -> Result<String, ApiError> {
        self.call_keyed(name, arguments, timeout, interrupt, grants, None)
    }

    /// [`ToolRegistry::call`] with the call's idempotency key, which the
    /// handler receives.
    pub fn call_keyed(
        &self,
        name: &str,
        arguments: &str,
        timeout: Duration,
        interrupt: &Interrupt,
        grants: &Grants,
        key: Option<&str>,
    ) -> Result<String, ApiError> {
        let op = "tools.call";
        Self::admit(op, grants)?;
        let tool = self.tools.get(name).filter(|t| grants.has(&t.grant())).ok_or_else(|| {
            if let Some(t) = self.tools.get(name) {
                let grant = t.grant();
                return api_error(
                    op,
                    ErrorCode::Unavailable,
                    format!("tool `{name}` needs the `{grant}` grant (or `mcp`), which this agent does not have"),
                );
            }
            if let Some((code, why)) = name.split_once('.').and_then(|(g, _)| self.missing.get(g)) {
                return api_error(op, *code, format!("tool `{name}`: {why}"));
            }
            let known: Vec<_> = self.granted(grants).into_iter().map(|t| t.name).collect();
            api_error(op, ErrorCode::NotFound, format!("there is no tool `{name}` (registered: {})", known.join(", ")))
        })?;
        let args: Value = serde_json::from_str(arguments)
            .map_err(|e| api_error(op, ErrorCode::InvalidArgument, format!("arguments are not JSON: {e}")))?;
        tool.schema
            .validate(&args)
            .map_err(|v| api_error(op, ErrorCode::InvalidArgument, format!("tool `{name}`: {v}")))?;
        if tool.ask {
            let denied =
                |why: String| api_error(op, ErrorCode::Denied, format!("the call to `{name}` was denied: {why}"));
            match &self.approver {
                Some(approve) => approve(name, &args, interrupt).map_err(denied)?,
                None => return Err(denied("it needs approval, and nobody here can approve it".into())),
            }
        }
        let handler = tool.handler.clone();
        let key = key.map(str::to_string);
        let (send, receive) = mpsc::channel();
        workers::run(Box::new(move || {
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| handler(args, key.as_deref())));
            let _ = send.send(result);
        }))
        .map_err(|e| api_error(op, ErrorCode::Io, format!("cannot start tool `{name}`: {e}")))?;
        let started = std::time::Instant::now();
        let answer = loop {
            let left = timeout.saturating_sub(started.elapsed());
            match receive.recv_timeout(left.min(Duration::from_millis(10))) {
                Err(mpsc::RecvTimeoutError::Timeout) if interrupt.reason().is_some() => {
                    return Err(api_error(
                        op,
                        ErrorCode::Timeout,
                        format!("tool `{name}` was abandoned: the program is ending"),
                    ));
                }
                Err(mpsc::RecvTimeoutError::Timeout) if !left.is_zero() => continue,
                other => break other,
            }
        };
        match answer {
            Ok(Ok(Ok(value))) => Ok(value.to_string()),
            Ok(Ok(Err(message))) => Err(api_error(op, ErrorCode::Io, format!("tool `{name}` failed: {message}"))),
            Ok(Err(_)) => Err(api_error(op, ErrorCode::Io, format!("tool `{name}` panicked"))),
            Err(_) => {
                Err(api_error(op, ErrorCode::Timeout, format!("tool `{name}` did not answer within {timeout:?}")))
            }
        }
    }
}

impl ToolRegistry {
    /// Calls every `(name, arguments)` of `calls` at once, each under
    /// [`ToolRegistry::call`]'s rules (schema, timeout, interrupt), and
    /// returns their results in call order once all have ended.
    /// `key`, the batch's idempotency key, gives the `n`th call the key
    /// `<key>.<n>`.
    pub fn parallel(
        &self,
        calls: &[(String, String)],
        timeout: Duration,
        interrupt: &Interrupt,
        grants: &Grants,
        key: Option<&str>,
    ) -> Vec<Result<String, ApiError>> {
        std::thread::scope(|scope| {
            let running: Vec<_> = calls
                .iter()
                .enumerate()
                .map(|(n, (name, arguments))| {
                    let key = key.map(|k| format!("{k}.{n}"));
                    scope.spawn(move || self.call_keyed(name, arguments, timeout, interrupt, grants, key.as_deref()))
                })
                .collect();
            running
                .into_iter()
                .map(|r| {
                    r.join().unwrap_or_else(|_| Err(api_error("tools.parallel", ErrorCode::Io, "a tool call panicked")))
                })
                .map(|r| {
                    r.map_err(|mut e| {
                        e.operation = "tools.parallel".into();
                        e
                    })
                })
                .collect()
        })
    }
}

/// The threads tool handlers run on: an idle one takes the next handler, and
/// a new one starts only when none is idle, so a call does not pay for a
/// thread's creation (which contends with the instance pool's page work).
/// A handler past its timeout keeps its thread until it returns.
mod workers {
    use std::sync::mpsc::{Receiver, Sender, channel};
    use std::sync::{Arc, Mutex, OnceLock};
    use std::time::Duration;

    type Job = Box<dyn FnOnce() + Send>;

    /// How long an idle worker waits for work before it ends.
    const IDLE: Duration = Duration::from_secs(30);

    struct Pool {
        send: Sender<Job>,
        receive: Arc<Mutex<Receiver<Job>>>,
        idle: Mutex<usize>,
    }

    fn pool() -> &'static Pool {
        static POOL: OnceLock<Pool> = OnceLock::new();
        POOL.get_or_init(|| {
            let (send, receive) = channel();
            Pool { send, receive: Arc::new(Mutex::new(receive)), idle: Mutex::new(0) }
        })
    }

    /// Runs `job` on an idle worker, or on a new one.
    pub fn run(job: Job) -> std::io::Result<()> {
        let p = pool();
        let start = {
            let mut idle = p.idle.lock().unwrap_or_else(|e| e.into_inner());
            if *idle > 0 {
                *idle -= 1;
                false
            } else {
                true
            }
        };
        if start {
            let receive = p.receive.clone();
            std::thread::Builder::new().name("gg-tool".into()).spawn(move || work(receive))?;
        }
        p.send.send(job).map_err(|_| std::io::Error::other("the tool workers are gone"))
    }

    fn work(receive: Arc<Mutex<Receiver<Job>>>) {
        loop {
            let job = receive.lock().unwrap_or_else(|e| e.into_inner()).recv_timeout(IDLE);
            match job {
                Ok(job) => {
                    job();
                    *pool().idle.lock().unwrap_or_else(|e| e.into_inner()) += 1;
                }
                Err(_) => {
                    // Idle too long: leave, unless a job was promised to an
                    // idle worker in the meantime (then take it next round).
                    let mut idle = pool().idle.lock().unwrap_or_else(|e| e.into_inner());
                    if *idle > 0 {
                        *idle -= 1;
                        return;
                    }
                }
            }
        }
    }
}

fn info(name: &str, t: &Tool) -> ToolInfo {
    ToolInfo {
        name: name.to_string(),
        description: t.description.clone(),
        schema: t.schema.as_json().to_string(),
        output_schema: t.output_schema.as_ref().map(Value::to_string),
    }
}

impl Tool {
    /// The grant its calls need.
    fn grant(&self) -> String {
        match &self.group {
            Some(g) => format!("mcp:{g}"),
            None => "tools".to_string(),
        }
    }
}

impl Clone for Tool {
    fn clone(&self) -> Self {
        Tool {
            description: self.description.clone(),
            schema: self.schema.clone(),
            output_schema: self.output_schema.clone(),
            handler: self.handler.clone(),
            ask: self.ask,
            group: self.group.clone(),
            original: self.original.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn validates_then_calls() {
        let mut reg = ToolRegistry::new();
        let schema = json!({"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}}, "required": ["a", "b"], "additionalProperties": false});
        reg.register("add", "adds two integers", schema, |v| {
            Ok(json!(v["a"].as_i64().unwrap() + v["b"].as_i64().unwrap()))
        })
        .unwrap();
        reg.register("slow", "sleeps", json!(true), |_| {
            std::thread::sleep(Duration::from_millis(500));
            Ok(Value::Null)
        })
        .unwrap();
        let t = Duration::from_secs(5);
        let mut g = Grants::none();
        g.grant("tools").unwrap();
        assert_eq!(reg.call("add", r#"{"a": 2, "b": 3}"#, t, &Interrupt::new(), &g).unwrap(), "5");
        let e = reg.call("add", r#"{"a": 2, "b": "3"}"#, t, &Interrupt::new(), &g).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidArgument);
        assert!(e.message.contains("arguments.b"), "{}", e.message);
        assert_eq!(reg.call("nope", "{}", t, &Interrupt::new(), &g).unwrap_err().code, ErrorCode::NotFound);
        assert_eq!(
            reg.call("slow", "{}", Duration::from_millis(50), &Interrupt::new(), &g).unwrap_err().code,
            ErrorCode::Timeout
        );
        assert!(reg.register("Bad Name", "", json!(true), |_| Ok(Value::Null)).is_err());
        let e = reg.call("add", "{}", t, &Interrupt::new(), &Grants::none()).unwrap_err();
        assert_eq!(
            (e.code, e.message.as_str()),
            (ErrorCode::Unavailable, "`tools.call` needs the `tools` grant, which this agent does not have")
        );
    }

    #[test]
    fn groups_need_their_servers_grant() {
        let mut reg = ToolRegistry::new();
        let spec = ToolSpec {
            group: Some("github".into()),
            name: "create_issue".into(),
            original: Some("create-issue".into()),
            description: "Opens an issue.".into(),
            schema: json!({"type": "object"}),
            output_schema: Some(json!({"type": "object", "properties": {"number": {"type": "integer"}}})),
        };
        reg.register_spec(spec, |_| Ok(json!({"number": 7}))).unwrap();
        reg.register("add", "", json!(true), |_| Ok(json!(1))).unwrap();
        let t = Duration::from_secs(5);
        let mut g = Grants::none();
        g.grant("tools").unwrap();
        assert_eq!(reg.granted(&g).len(), 1);
        let e = reg.call("github.create_issue", "{}", t, &Interrupt::new(), &g).unwrap_err();
        assert_eq!(e.code, ErrorCode::Unavailable, "{}", e.message);
        let mut g = Grants::none();
        g.grant("mcp:github").unwrap();
        assert_eq!(reg.call("github.create_issue", "{}", t, &Interrupt::new(), &g).unwrap(), r#"{"number":7}"#);
        let listed = reg.granted(&g);
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].name, "github.create_issue");
        assert!(listed[0].output_schema.is_some());
        assert_eq!(reg.original_name("github.create_issue"), Some("create-issue"));
    }

    #[test]
    fn mangles_foreign_names() {
        for (from, to) in [
            ("create-issue", "create_issue"),
            ("createIssue", "create_issue"),
            ("get HTTP status", "get_http_status"),
            ("list_repos", "list_repos"),
            ("2fa.verify", "t_2fa_verify"),
            ("", "t_"),
            ("Search", "search"),
        ] {
            assert_eq!(mangle(from), to, "{from}");
        }
    }
}
