//! The CRuby guest: ruby.wasm, a core module under WASI preview 1 that
//! speaks ruby.wasm's legacy wit-bindgen ABI, pre-initialised at build time
//! (`packages/gg-sandbox-ruby`) with the VM booted and one entry defined,
//! `RubyVM.__gg_run(file)`.
//!
//! A turn: the program text and its code modules are the guest's WASI stdin,
//! one JSON object (see [`stdin`]), read once by the entry (a keep-state
//! session's next program enters its kept instance with a new stdin); the host evaluates `RubyVM.__gg_run("<file>")` through
//! `rb-eval-string-protect`, reads the returned string through
//! `rstring-ptr`, and parses it: a JSON report in the shape of the
//! `gg:agent/guest` `report` (see [`Reported`]).
//!
//! Imports: WASI preview 1 from `wasmtime_wasi::p1` (the turn's deny-by-default
//! context); `canonical_abi.resource_{new,get}_rb-abi-value`, the legacy
//! ABI's handle table, is the identity (a handle is the value's address,
//! which the VM's own garbage collector owns: the host keeps no table).
//!
//! The SDK crosses the membrane through ruby.wasm's own `js` extension, whose host half gg
//! provides: `JS.eval(text)` (`rb-js-abi-host.eval-js`) carries one wire call,
//! `"<operation>\n<JSON arguments>"` in `wit/wire.wit`'s conventions, to
//! [`super::wire::dispatch`] (the JVM arms' dispatch: the same grants,
//! limits and records as every typed call), and answers a handle to
//! `"ok:<JSON result>"` or `"err:<JSON api-error>"`, which the SDK reads
//! with `to_s` (`js-value-to-string`) and lets go with the garbage collector
//! (`resource_drop_js-abi-value`). There is no JavaScript: every other
//! `rb-js-abi-host` import fails the turn loudly if it is ever called.

use super::host::TurnState;
use gg_membrane::api::guest::{Frame, ModuleFailure, Program, Report, RunEnd, Thrown};
use wasmtime::{Caller, Engine, Extern, InstancePre, Linker, Module};

/// The legacy ABI's export names (the full signature is the name).
const EVAL: &str = "rb-eval-string-protect: func(str: string) -> tuple<handle<rb-abi-value>, s32>";
const RSTRING: &str = "rstring-ptr: func(value: handle<rb-abi-value>) -> string";

/// The `js` extension's host imports gg provides: the SDK's way across.
const EVAL_JS: &str =
    "eval-js: func(code: string) -> variant { success(handle<js-abi-value>), failure(handle<js-abi-value>) }";
const TO_STRING: &str = "js-value-to-string: func(value: handle<js-abi-value>) -> string";
const DROP_JS: &str = "resource_drop_js-abi-value";

/// Links a precompiled ruby.wasm module against the turn's WASI preview 1
/// and gg's stubs.
/// A failure is gg's defect (its own guest does not link), said in words.
pub(super) fn link(engine: &Engine, module: &Module, name: &str) -> Result<InstancePre<TurnState>, String> {
    let mut linker: Linker<TurnState> = Linker::new(engine);
    wasmtime_wasi::p1::add_to_linker_sync(&mut linker, |s: &mut TurnState| {
        s.p1.as_mut().expect("a core guest's turn has a WASI preview 1 context")
    })
    .map_err(|e| format!("linking WASI preview 1: {e:?}"))?;
    super::link_core_imports(&mut linker, module, name, super::NOT_PROVIDED, |linker, from, field| {
        Some(match field {
            "resource_new_rb-abi-value" | "resource_get_rb-abi-value" if from == "canonical_abi" => {
                linker.func_wrap(from, field, |handle: i32| handle).map(|_| ())
            }
            DROP_JS if from == "canonical_abi" => linker
                .func_wrap(from, field, |mut caller: Caller<'_, TurnState>, handle: i32| {
                    caller.data_mut().wire_answers.drop(handle);
                })
                .map(|_| ()),
            EVAL_JS if from == "rb-js-abi-host" => linker.func_wrap(from, field, eval_js).map(|_| ()),
            TO_STRING if from == "rb-js-abi-host" => linker.func_wrap(from, field, js_value_to_string).map(|_| ()),
            _ => return None,
        })
    })?;
    linker.instantiate_pre(module).map_err(|e| format!("the {name} guest does not link: {e:?}"))
}

/// The guest's memory, from inside one of its imports.
fn guest_memory(caller: &mut Caller<'_, TurnState>) -> wasmtime::Result<wasmtime::Memory> {
    match caller.get_export("memory") {
        Some(Extern::Memory(m)) => Ok(m),
        _ => wasmtime::bail!("the CRuby guest exports no memory"),
    }
}

/// `JS.eval(text)`: one wire call, `"<operation>\n<arguments>"`, answered as
/// a handle to `ok:<result>` or `err:<api-error>` (variant case 0 either
/// way: a refusal is the SDK's to raise, not the `js` extension's).
fn eval_js(mut caller: Caller<'_, TurnState>, at: i32, len: i32, ret: i32) -> wasmtime::Result<()> {
    let memory = guest_memory(&mut caller)?;
    let mut bytes = vec![0; usize::try_from(len)?];
    memory.read(&caller, usize::try_from(at)?, &mut bytes)?;
    let text = String::from_utf8_lossy(&bytes);
    let (operation, arguments) = text.split_once('\n').unwrap_or((&text, "{}"));
    let answer = super::wire::answer(caller.data_mut(), operation, arguments);
    if caller.data().finished_early {
        wasmtime::bail!("the program finished");
    }
    let handle = caller.data_mut().wire_answers.put(answer);
    let mut area = [0u8; 8];
    area[4..].copy_from_slice(&handle.to_le_bytes());
    memory.write(&mut caller, usize::try_from(ret)?, &area)?;
    Ok(())
}

/// `to_s` of a wire answer: the string, moved out of the held answers and copied
/// into the guest through its `cabi_realloc`, its pointer and length
/// written at `ret`. A handle read before (only a program digging the
/// `js` extension's objects out of `ObjectSpace` can) reads as `""`, which
/// the SDK's transport refuses to parse: the program's error, not a trap.
fn js_value_to_string(mut caller: Caller<'_, TurnState>, handle: i32, ret: i32) -> wasmtime::Result<()> {
    let answer = caller.data_mut().wire_answers.take(handle).unwrap_or_default();
    let memory = guest_memory(&mut caller)?;
    let Some(Extern::Func(realloc)) = caller.get_export("cabi_realloc") else {
        wasmtime::bail!("the CRuby guest exports no cabi_realloc");
    };
    let realloc = realloc.typed::<(i32, i32, i32, i32), i32>(&caller)?;
    let len = i32::try_from(answer.len())?;
    let at = realloc.call(&mut caller, (0, 0, 1, len))?;
    memory.write(&mut caller, usize::try_from(at)?, answer.as_bytes())?;
    let mut area = [0u8; 8];
    area[..4].copy_from_slice(&at.to_le_bytes());
    area[4..].copy_from_slice(&len.to_le_bytes());
    memory.write(&mut caller, usize::try_from(ret)?, &area)?;
    Ok(())
}

/// Runs one program (the store's WASI stdin already holds it): in `kept`,
/// a keep-state session's instance, or in a fresh one. Returns the
/// instance with the result, unless it could not be made.
pub(super) fn run(
    pre: &InstancePre<TurnState>,
    store: &mut wasmtime::Store<TurnState>,
    program: &Program,
    kept: Option<wasmtime::Instance>,
) -> (wasmtime::Result<Report>, Option<wasmtime::Instance>) {
    let instance = match kept {
        Some(instance) => instance,
        None => match pre.instantiate(&mut *store) {
            Ok(instance) => instance,
            Err(e) => return (Err(e), None),
        },
    };
    (enter(instance, store, program), Some(instance))
}

/// Evaluates `RubyVM.__gg_run(file)` in `instance` and reads its report.
fn enter(
    instance: wasmtime::Instance,
    store: &mut wasmtime::Store<TurnState>,
    program: &Program,
) -> wasmtime::Result<Report> {
    let Some(memory) = instance.get_memory(&mut *store, "memory") else {
        wasmtime::bail!("the CRuby guest exports no memory");
    };
    let realloc = instance.get_typed_func::<(i32, i32, i32, i32), i32>(&mut *store, "cabi_realloc")?;
    let eval = instance.get_typed_func::<(i32, i32), i32>(&mut *store, EVAL)?;
    let rstring = instance.get_typed_func::<i32, i32>(&mut *store, RSTRING)?;
    let code = format!("RubyVM.__gg_run({})", quote(&program.file_name));
    let len = i32::try_from(code.len())?;
    let at = realloc.call(&mut *store, (0, 0, 1, len))?;
    memory.write(&mut *store, usize::try_from(at)?, code.as_bytes())?;
    let ret = eval.call(&mut *store, (at, len))?;
    let (value, state) = pair(&memory, store, ret)?;
    if state != 0 {
        wasmtime::bail!("the CRuby guest's entry raised (state {state})");
    }
    let ret = rstring.call(&mut *store, value)?;
    let (at, len) = pair(&memory, store, ret)?;
    let mut text = vec![0; usize::try_from(len)?];
    memory.read(&*store, usize::try_from(at)?, &mut text)?;
    let reported: Reported = serde_json::from_slice(&text)
        .map_err(|e| wasmtime::format_err!("the CRuby guest's report is not gg's JSON: {e}"))?;
    let module_failures = reported.module_failures();
    Ok(Report { end: reported.into_end(), stdout_tail: String::new(), stderr_tail: String::new(), module_failures })
}

/// What the guest reads on stdin: `{"source", "modules": [{"key", "source",
/// "file", "exports": [{"name", "singleton"}] | null}], "keep"}` (`keep`: a
/// keep-state session's program, evaluated in the session's binding).
pub(super) fn stdin(program: &Program) -> Vec<u8> {
    let modules: Vec<serde_json::Value> = program
        .modules
        .iter()
        .map(|m| {
            serde_json::json!({
                "key": m.key,
                "source": m.source,
                "file": m.file_name,
                "exports": m.exports.as_ref().map(|e| e
                    .iter()
                    .map(|x| serde_json::json!({"name": x.name, "singleton": x.singleton}))
                    .collect::<Vec<_>>()),
            })
        })
        .collect();
    serde_json::to_vec(&serde_json::json!({"source": program.source, "modules": modules, "keep": program.keep_state}))
        .unwrap_or_default()
}

/// Two little-endian i32s at `at` (a legacy-ABI return area).
fn pair(memory: &wasmtime::Memory, store: &wasmtime::Store<TurnState>, at: i32) -> wasmtime::Result<(i32, i32)> {
    let mut bytes = [0u8; 8];
    memory.read(store, usize::try_from(at)?, &mut bytes)?;
    let word = |i: usize| i32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    Ok((word(0), word(4)))
}

/// `text` as a Ruby single-quoted literal.
fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// The guest's report (`src/boot.rb`), the `gg:agent/guest` report's shape in JSON.
#[derive(serde::Deserialize)]
struct Reported {
    end: String,
    value: Option<String>,
    #[serde(default)]
    class: String,
    #[serde(default)]
    message: String,
    line: Option<u32>,
    column: Option<u32>,
    #[serde(default)]
    frames: Vec<ReportedFrame>,
    /// Code modules whose bodies raised or did not compile.
    #[serde(default)]
    modules: Vec<ReportedModule>,
}

#[derive(serde::Deserialize)]
struct ReportedModule {
    key: String,
    class: String,
    message: String,
    line: Option<u32>,
    column: Option<u32>,
}

#[derive(serde::Deserialize)]
struct ReportedFrame {
    function: String,
    file: String,
    line: u32,
}

impl Reported {
    fn module_failures(&self) -> Vec<ModuleFailure> {
        self.modules
            .iter()
            .map(|m| ModuleFailure {
                key: m.key.clone(),
                thrown: Thrown {
                    class: m.class.clone(),
                    message: m.message.clone(),
                    line: m.line,
                    column: m.column,
                    frames: Vec::new(),
                },
            })
            .collect()
    }

    fn into_end(self) -> RunEnd {
        let thrown = || Thrown {
            class: self.class.clone(),
            message: self.message.clone(),
            line: self.line,
            column: self.column,
            frames: self
                .frames
                .iter()
                .map(|f| Frame {
                    function_name: f.function.clone(),
                    file_name: f.file.clone(),
                    line: f.line,
                    column: 0,
                })
                .collect(),
        };
        match self.end.as_str() {
            "completed" => RunEnd::Completed(self.value.clone()),
            "syntax-error" => RunEnd::SyntaxError(thrown()),
            _ => RunEnd::Uncaught(thrown()),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::rbwasm::*;

    #[test]
    fn file_names_are_quoted_as_ruby_literals() {
        assert_eq!(quote("main.rb"), "'main.rb'");
        assert_eq!(quote(r"a'b\c"), r"'a\'b\\c'");
    }

    #[test]
    fn reports_read_as_run_ends() {
        let r: Reported = serde_json::from_str(
            r#"{"end":"uncaught","class":"NameError","message":"m","line":2,"column":null,"frames":[{"function":"<main>","file":"main.rb","line":2}]}"#,
        )
        .unwrap();
        match r.into_end() {
            RunEnd::Uncaught(t) => {
                assert_eq!((t.class.as_str(), t.line, t.frames.len()), ("NameError", Some(2), 1));
            }
            _ => panic!("an uncaught report reads as uncaught"),
        }
    }
}
