//! The `tools` family: tools the embedding host registers, each with a name,
//! a description, a JSON Schema for its arguments and a Rust handler.
//!
//! Arguments are validated against the schema before the handler runs; a
//! violation is `invalid-argument` naming the field. A handler runs on its
//! own thread under the per-call timeout; past it the program gets `timeout`
//! (the handler's thread is left to finish on its own).

use super::files::api_error;
use crate::api::core::{ApiError, ErrorCode};
use crate::api::tools::ToolInfo;
use crate::control::Interrupt;
use crate::schema::Schema;
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// A tool's handler: JSON arguments in, a JSON result or an error message out.
pub type Handler = Arc<dyn Fn(Value) -> Result<Value, String> + Send + Sync>;

/// Decides an ask-first tool's call before its handler runs: `Ok` lets it
/// run, `Err(reason)` denies it. It may block (a person deciding); it should
/// give up when the interrupt is set.
pub type Approver = Arc<dyn Fn(&str, &Value, &Interrupt) -> Result<(), String> + Send + Sync>;

struct Tool {
    description: String,
    schema: Schema,
    handler: Handler,
    /// Its calls wait for the approver's decision.
    ask: bool,
}

/// The tools an embedder registered. Cheap to clone; share one across turns.
#[derive(Clone, Default)]
pub struct ToolRegistry {
    tools: Arc<BTreeMap<String, Tool>>,
    approver: Option<Approver>,
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

    /// Registers a tool. Fails when the name is taken or not an identifier
    /// (`[a-z][a-z0-9_]*`), or the schema uses a keyword gg cannot check.
    pub fn register(
        &mut self,
        name: &str,
        description: &str,
        schema: Value,
        handler: impl Fn(Value) -> Result<Value, String> + Send + Sync + 'static,
    ) -> Result<&mut Self, String> {
        let ok = name.chars().next().is_some_and(|c| c.is_ascii_lowercase())
            && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        if !ok {
            return Err(format!("tool name `{name}` must match [a-z][a-z0-9_]*"));
        }
        let schema = Schema::new(schema).map_err(|e| format!("tool `{name}`: {e}"))?;
        let tools = Arc::make_mut(&mut self.tools);
        if tools.contains_key(name) {
            return Err(format!("tool `{name}` is already registered"));
        }
        tools.insert(
            name.to_string(),
            Tool { description: description.into(), schema, handler: Arc::new(handler), ask: false },
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
        self.tools
            .iter()
            .map(|(name, t)| ToolInfo {
                name: name.clone(),
                description: t.description.clone(),
                schema: t.schema.as_json().to_string(),
            })
            .collect()
    }

    /// Validates `arguments` (JSON text) and runs the tool under `timeout`.
    /// Calls tool `name` with `arguments` (JSON, checked against its schema);
    /// gives up after `timeout`, or as soon as `interrupt` is set.
    pub fn call(
        &self,
        name: &str,
        arguments: &str,
        timeout: Duration,
        interrupt: &Interrupt,
    ) -> Result<String, ApiError> {
        let op = "tools.call";
        let tool = self.tools.get(name).ok_or_else(|| {
            let known: Vec<_> = self.tools.keys().map(String::as_str).collect();
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
        let (send, receive) = mpsc::channel();
        std::thread::Builder::new()
            .name(format!("gg-tool-{name}"))
            .spawn(move || {
                let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| handler(args)));
                let _ = send.send(result);
            })
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
    pub fn parallel(
        &self,
        calls: &[(String, String)],
        timeout: Duration,
        interrupt: &Interrupt,
    ) -> Vec<Result<String, ApiError>> {
        std::thread::scope(|scope| {
            let running: Vec<_> = calls
                .iter()
                .map(|(name, arguments)| scope.spawn(move || self.call(name, arguments, timeout, interrupt)))
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

impl Clone for Tool {
    fn clone(&self) -> Self {
        Tool {
            description: self.description.clone(),
            schema: self.schema.clone(),
            handler: self.handler.clone(),
            ask: self.ask,
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
        assert_eq!(reg.call("add", r#"{"a": 2, "b": 3}"#, t, &Interrupt::new()).unwrap(), "5");
        let e = reg.call("add", r#"{"a": 2, "b": "3"}"#, t, &Interrupt::new()).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidArgument);
        assert!(e.message.contains("arguments.b"), "{}", e.message);
        assert_eq!(reg.call("nope", "{}", t, &Interrupt::new()).unwrap_err().code, ErrorCode::NotFound);
        assert_eq!(
            reg.call("slow", "{}", Duration::from_millis(50), &Interrupt::new()).unwrap_err().code,
            ErrorCode::Timeout
        );
        assert!(reg.register("Bad Name", "", json!(true), |_| Ok(Value::Null)).is_err());
    }
}
