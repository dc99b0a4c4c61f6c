//! The fuzz targets: one function per piece of gg that reads the model's text
//! or a host's JSON, each checking that piece's own invariants.
//!
//! A target takes any bytes, must not panic, and panics (an `assert!`) when
//! an invariant breaks; the driver treats both alike. It returns the *shape*
//! of what happened (which refusal, how many imports, which error code…) as
//! a number: the driver keeps a mutated input whose shape it has not seen, the
//! only feedback this coverage-free fuzzer has.
//!
//! | target | drives | invariants |
//! |---|---|---|
//! | `js-lower` | `lower`, `lower_kept` | both agree on refusals and imports; the text is the source with blanks of the same UTF-16 width (keep-state: same lines, nothing moves left), then the `sourceURL` line; every map lookup lands inside the source, on the same line, never right of where it was asked; the map survives its own JSON; refusals and imports point inside the source |
//! | `ruby-mask` | `code_mask`, `blank_non_code` | the mask has one entry per byte; a UTF-8 character is wholly code or not; a decline points at a byte of the input that can open what it names; the blanked text keeps every byte's length and every `\n`, and agrees with the mask |
//! | `ruby-exports` | `exports::scan` | declines exactly when the mask does; every export names a line of the source, quotes it trimmed as its declaration, and its name is in it |
//! | `sourcemap` | `SourceMap::from_json` | a decoded map re-encodes to itself and answers every lookup as an independent decoder of the same mappings does |
//! | `wire` | the JVM wire's dispatch over a fresh turn state | a refusal is an `api-error` naming the requested operation with a message; an unknown operation, non-JSON or non-object arguments are `invalid-argument` and reach no host function (and never succeed); a result is JSON; a request records at most one call, under its own key |
//! | `schema` | `Schema::new`, `Schema::validate` | a refusal is one non-empty line; a registered schema never panics on validation, is deterministic, reports a path under `arguments`, and accepts everything when it is `true` or `{}` |

use gg::api::core::{ApiError, ErrorCode};
use gg::api::shell::{RunOptions, RunResult};
use gg::capabilities::unavailable::{NoCatalogue, NoState};
use gg::capabilities::views::TurnViews;
use gg::capabilities::{DirSkills, TurnSessionText};
use gg::control::Interrupt;
use gg::fuzzing::{
    Decline, Lowered, MapError, Schema, SourceMap, blank_non_code, code_mask, lower, lower_kept, scan, source_lines,
    wire_dispatch,
};
use gg::ops::Operation;
use gg::{Capabilities, Grants, Limits, Shell, ToolRegistry, WorkspaceFiles};
use serde_json::{Value, json};
use std::cell::RefCell;

/// One fuzz target.
#[derive(Debug, Clone, Copy)]
pub struct Target {
    /// The name `gg-fuzz` and the corpus folders know it by.
    pub name: &'static str,
    /// Runs one input; panics when an invariant breaks; returns the shape.
    pub run: fn(&[u8]) -> u64,
    /// Words worth inserting into this target's inputs.
    pub tokens: fn() -> Vec<Vec<u8>>,
}

/// Every target, in the order `gg-fuzz all` runs them.
pub const TARGETS: &[Target] = &[
    Target { name: "js-lower", run: js_lower, tokens: js_tokens },
    Target { name: "ruby-mask", run: ruby_mask, tokens: ruby_tokens },
    Target { name: "ruby-exports", run: ruby_exports, tokens: ruby_tokens },
    Target { name: "sourcemap", run: sourcemap, tokens: sourcemap_tokens },
    Target { name: "wire", run: wire, tokens: wire_tokens },
    Target { name: "schema", run: schema, tokens: schema_tokens },
];

/// The target called `name`.
pub fn by_name(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

/// FNV-1a: names crash files and mixes shapes.
pub fn fnv(bytes: &[u8]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for &b in bytes {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

fn mix(a: u64, b: u64) -> u64 {
    fnv(&[a.to_le_bytes(), b.to_le_bytes()].concat())
}

fn words(list: &[&str]) -> Vec<Vec<u8>> {
    list.iter().map(|w| w.as_bytes().to_vec()).collect()
}

/// A message's kind: its first four words up to the first quoted name,
/// without digits (`expected value at line 1 column 7` is one kind whatever
/// the column, `no such file: a.txt` one whatever the file).
fn kind_of(message: &str) -> u64 {
    let end = message.find(['\'', '"', '`']).unwrap_or(message.len());
    let words: Vec<&str> = message[..end].split_whitespace().take(4).collect();
    let letters: Vec<u8> = words.join(" ").bytes().filter(|b| !b.is_ascii_digit()).collect();
    fnv(&letters)
}

fn utf16_len(s: &str) -> u32 {
    s.encode_utf16().count() as u32
}

// ---------------------------------------------------------------------------
// JavaScript lowering.

const JS_FILE: &str = "program.js";

fn js_lower(data: &[u8]) -> u64 {
    let source = String::from_utf8_lossy(data);
    let plain = lower(&source, JS_FILE);
    let kept = lower_kept(&source, JS_FILE);
    let lines: Vec<u32> = source_lines(&source).iter().map(|l| utf16_len(l)).collect();
    match (&plain, &kept) {
        (Ok(p), Ok(k)) => {
            assert_eq!(p.imports, k.imports, "lower and lower_kept read different imports");
            check_lowered(&source, &lines, p, false);
            check_lowered(&source, &lines, k, true);
            mix(1, p.imports.len() as u64)
        }
        (Err(p), Err(k)) => {
            assert_eq!(p, k, "lower and lower_kept refuse differently");
            check_at(&lines, p.line, p.column, "a refusal");
            mix(2 + p.syntax as u64, kind_of(&p.message))
        }
        _ => panic!("lower and lower_kept disagree: {:?} / {:?}", plain.as_ref().err(), kept.as_ref().err()),
    }
}

/// `line`/`column` (0-based, UTF-16) is a place in the source.
fn check_at(lines: &[u32], line: u32, column: u32, what: &str) {
    let len = lines.get(line as usize).unwrap_or_else(|| panic!("{what} at line {line} of {}", lines.len()));
    assert!(column <= *len, "{what} at {line}:{column}, past the line's {len} units");
}

fn check_lowered(source: &str, lines: &[u32], l: &Lowered, keep_state: bool) {
    let suffix = format!("\n//# sourceURL={JS_FILE}");
    let body = l.text.strip_suffix(&suffix).expect("the text ends with its sourceURL line");
    let body_lines: Vec<u32> = source_lines(body).iter().map(|l| utf16_len(l)).collect();
    assert_eq!(body_lines.len(), lines.len(), "the lowering changed the line count");
    if keep_state {
        for (i, (b, s)) in body_lines.iter().zip(lines).enumerate() {
            assert!(b >= s, "keep-state line {i} shrank from {s} to {b} units");
        }
    } else {
        // Beside its blanks, the lowering gives every `throw` the guest's
        // site recorder (an insertion of its own). Async bodies and `catch`
        // clauses get the rejection tracker's insertions (`__ggEscaped`,
        // `__ggCaught`): there every line keeps at least its width.
        if body.contains("__ggE") || body.contains("__ggCaught") {
            for (i, (b, s)) in body_lines.iter().zip(lines).enumerate() {
                assert!(b >= s, "line {i} shrank from {s} to {b} units");
            }
        } else {
            same_but_blanks(source, &body.replace(" __ggThrowSite.v=", ""));
        }
    }
    for b in &l.imports {
        check_at(lines, b.line, b.column, "an import binding");
        assert!(!b.local.is_empty(), "an import binding without a local name");
    }
    // The map carries every generated position to one on the same line of
    // the source, at or left of where it was asked (edits only insert).
    for (gl, &width) in body_lines.iter().enumerate() {
        for gc in 0..=width + 1 {
            if let Some((ol, oc)) = l.map.lookup(gl as u32, gc) {
                assert_eq!(ol, gl as u32, "{gl}:{gc} maps to another line ({ol}:{oc})");
                assert!(oc <= gc, "{gl}:{gc} maps right of itself ({ol}:{oc})");
                check_at(lines, ol, oc, "a mapped position");
            }
        }
    }
    let back = SourceMap::from_json(&l.map.to_json()).expect("the lowering's map decodes");
    assert_eq!(back, l.map, "the lowering's map does not survive its JSON");
}

/// `body` is `source` with some characters blanked to spaces of the same
/// UTF-16 width; line terminators are never blanked.
fn same_but_blanks(source: &str, body: &str) {
    let mut b = body.chars().peekable();
    for (at, c) in source.char_indices() {
        if b.peek() == Some(&c) {
            b.next();
            continue;
        }
        assert!(!gg::locate::is_line_terminator(c), "a line terminator at byte {at} was blanked");
        for _ in 0..c.len_utf16() {
            assert_eq!(b.next(), Some(' '), "byte {at} ({c:?}) is neither kept nor blanked to its width");
        }
    }
    assert_eq!(b.next(), None, "the lowered text is longer than the source");
}

#[rustfmt::skip]
fn js_tokens() -> Vec<Vec<u8>> {
    words(&[
        "\"", "'", "`", "${", "}", "{", "(", ")", "[", "]", ";", ",", ".", "/", "/*", "*/", "//", "\\", "\n", "\r\n",
        "\r", "\u{2028}", "\u{2029}", "\u{feff}", "import", "export", "from", " as ", "* as ns", "default",
        "import { files } from \"gg\";\n", "import gg, { views as v } from 'gg'\n", "import * as all from \"gg\"",
        "import x from \"fs\"", "import('gg')", "import.meta", "export { a, b as c }", "export { x } from 'gg'",
        "export default ", "export const ", "export class D {}", "\"gg\"", "'gg'", "class C extends B { m() {} }",
        "class ", "let ", "const ", "var ", "function f() {}", "async ", "=>", "++", "--", "#!/usr/bin/env node\n",
        "#priv", "return /re[/]x/g", "typeof /a/", "x = a / b / c", "`a${`b${c}`}`", "é", "😀", "\u{10ffff}", "0x1e5",
        "1e400", ".5", "1_000n", "\0", "\t", "'\\''", "\"\\\"\"", "/\\//", "let [a] = [1];",
    ])
}

// ---------------------------------------------------------------------------
// Ruby mask and export scan.

fn ruby_mask(data: &[u8]) -> u64 {
    let shape = match code_mask(data) {
        Ok(mask) => {
            assert_eq!(mask.len(), data.len(), "the mask is not one entry per byte");
            if let Ok(text) = std::str::from_utf8(data) {
                for (at, c) in text.char_indices() {
                    let bits = &mask[at..at + c.len_utf8()];
                    assert!(bits.iter().all(|&b| b == bits[0]), "the character at byte {at} is split by the mask");
                }
            }
            // How often code and literal text alternate, roughly.
            let turns = mask.windows(2).filter(|w| w[0] != w[1]).count();
            mix(1, (usize::BITS - turns.leading_zeros()) as u64)
        }
        Err(d) => {
            check_decline(data, &d);
            decline_shape(&d)
        }
    };
    let text = String::from_utf8_lossy(data);
    match (blank_non_code(&text), code_mask(text.as_bytes())) {
        (Ok(out), Ok(mask)) => {
            assert_eq!(out.len(), text.len(), "blanking changed the byte length");
            for ((at, c), d) in text.char_indices().zip(out.chars().chain(std::iter::repeat('\0'))) {
                if c == '\n' {
                    assert_eq!(out.as_bytes()[at], b'\n', "the newline at byte {at} was not kept");
                } else if mask[at] {
                    assert_eq!(&out[at..at + c.len_utf8()], &text[at..at + c.len_utf8()], "code at {at} changed");
                } else {
                    let blank = &out.as_bytes()[at..at + c.len_utf8()];
                    assert!(blank.iter().all(|&b| b == b' '), "non-code at {at} ({c:?}) not blanked ({d:?})");
                }
            }
        }
        (Err(a), Err(b)) => assert_eq!(a, b, "blank_non_code and code_mask decline differently"),
        (a, b) => panic!("blank_non_code and code_mask disagree: {:?} / {:?}", a.err(), b.err()),
    }
    shape
}

fn check_decline(data: &[u8], d: &Decline) {
    match *d {
        Decline::RegexWithQuote(at) => {
            assert_eq!(data.get(at), Some(&b'/'), "a regex decline at byte {at}, which is not `/`");
        }
        Decline::Unterminated(at) => {
            let opener = data.get(at).copied();
            assert!(
                opener.is_some_and(|b| b"'\"`%<#=?/:".contains(&b)),
                "an unterminated literal at byte {at}, which opens nothing ({opener:?})"
            );
        }
    }
}

fn decline_shape(d: &Decline) -> u64 {
    match d {
        Decline::RegexWithQuote(_) => 2,
        Decline::Unterminated(_) => 3,
    }
}

fn ruby_exports(data: &[u8]) -> u64 {
    let text = String::from_utf8_lossy(data);
    match scan(&text) {
        Ok(exports) => {
            assert!(blank_non_code(&text).is_ok(), "the scan succeeded where the mask declines");
            let lines: Vec<&str> = text.split('\n').collect();
            for e in &exports {
                assert!(e.line >= 1 && e.line as usize <= lines.len(), "export `{}` at line {}", e.name, e.line);
                assert_eq!(e.declaration, lines[e.line as usize - 1].trim(), "export `{}`'s declaration", e.name);
                assert!(!e.name.is_empty(), "an export without a name at line {}", e.line);
                assert!(
                    e.declaration.contains(e.name.trim_end_matches('=')),
                    "export `{}` is not named in its declaration `{}`",
                    e.name,
                    e.declaration
                );
            }
            let private = exports.iter().filter(|e| e.private).count();
            mix(1, (exports.len().min(8) * 16 + private.min(8)) as u64)
        }
        Err(d) => {
            assert_eq!(blank_non_code(&text).err(), Some(d.clone()), "the scan declines where the mask does not");
            decline_shape(&d)
        }
    }
}

#[rustfmt::skip]
fn ruby_tokens() -> Vec<Vec<u8>> {
    words(&[
        "'", "\"", "`", "#{", "}", "{", "#", "# doc\n", "\n", "\r\n", ";", "\\", "=begin\n", "\n=end\n", "=begin",
        "=end", "__END__\n", "\n__END__\n", "<<~EOS\n", "<<-EOS\n", "<<EOS\n", "<<'EOS'\n", "<<~\"EOS\"\n", "\nEOS\n",
        "  EOS\n", "EOS", "<<~A + <<~B\nx\nA\ny\nB\n", "%w[", "%i(", "%q(", "%Q{", "%r{", "%x<", "%(", "%", "%s|",
        "%W<#{x}>", "?'", "?\"", "?#", "?a", "/", "/'/", "/re#{x}/i", "x / y / z", "def ", "def self.", "def x=(v)",
        "def m(a) = a\n", "def +(o)", "end", "end\n", "private\n", "private :a, :b\n", "private def ", "public\n",
        "protected\n", "public :a\n", "class ", "module ", "do", "do |x|", "if ", "unless ", "while ", "until ",
        "for x in y", "case x\nwhen 1\nend", " = ", "x = if y then 1 else 2 end\n", ":end", "if:", "a&.b", "A::B", "=>",
        "->(x) { x }", "**", "<<", "(", ")", "[", "]", "é", "😀", "\0", "\t", "$1", "@x", "@@y",
    ])
}

// ---------------------------------------------------------------------------
// Source maps.

fn sourcemap(data: &[u8]) -> u64 {
    let text = String::from_utf8_lossy(data);
    // A JSON object is a whole map; anything else is its `mappings` alone.
    let json = if text.trim_start().starts_with('{') {
        text.into_owned()
    } else {
        json!({"version": 3, "sources": ["program.rb"], "names": [], "mappings": text}).to_string()
    };
    let map = match SourceMap::from_json(&json) {
        Ok(map) => map,
        Err(MapError(why)) => {
            assert!(!why.is_empty(), "a map refused without a reason");
            return kind_of(&why);
        }
    };
    let back = SourceMap::from_json(&map.to_json()).expect("a decoded map's own JSON decodes");
    assert_eq!(back, map, "a decoded map does not survive its own JSON");
    // A member gg ignores may be past what a `Value` holds (`1e616`).
    let Ok(raw) = serde_json::from_str::<Value>(&json) else {
        return mix(3, 0);
    };
    let mappings = raw["mappings"].as_str().expect("from_json accepted it");
    let lines = reference_decode(mappings);
    let mut segments = 0u64;
    for (line, segs) in lines.iter().enumerate() {
        let line = line as u32;
        if let Some(first) = segs.first()
            && first.0 > 0
        {
            assert_eq!(map.lookup(line, first.0 - 1), None, "a lookup left of line {line}'s first segment");
        }
        if segs.is_empty() {
            assert_eq!(map.lookup(line, u32::MAX), None, "line {line} has no segment but maps");
        }
        for (i, &(col, ol, oc)) in segs.iter().enumerate() {
            assert_eq!(map.lookup(line, col), Some((ol, oc)), "the segment at {line}:{col}");
            let end = segs.get(i + 1).map_or(u32::MAX, |n| n.0 - 1);
            assert_eq!(map.lookup(line, end), Some((ol, oc)), "the column before the next segment, {line}:{end}");
        }
        segments += segs.len() as u64;
    }
    assert_eq!(map.lookup(lines.len() as u32, 0), None, "a lookup below the last line");
    mix(4, segments.min(16))
}

/// Source map v3 mappings decoded independently of gg, in wide arithmetic:
/// per generated line, the segments of source 0 whose every field is a
/// `u32`, sorted by column, the first of equal columns kept.
fn reference_decode(mappings: &str) -> Vec<Vec<(u32, u32, u32)>> {
    const DIGITS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let (mut src, mut ol, mut oc) = (0i128, 0i128, 0i128);
    let mut out = Vec::new();
    for line in mappings.split(';') {
        let mut col = 0i128;
        let mut segs = Vec::new();
        for field in line.split(',').filter(|f| !f.is_empty()) {
            let mut values = Vec::new();
            let (mut acc, mut shift) = (0i128, 0u32);
            for c in field.bytes() {
                let d = DIGITS.iter().position(|&x| x == c).expect("from_json accepted it") as i128;
                acc |= (d & 31) << shift;
                if d & 32 != 0 {
                    shift += 5;
                } else {
                    values.push(if acc & 1 == 1 { -(acc >> 1) } else { acc >> 1 });
                    (acc, shift) = (0, 0);
                }
            }
            col += values[0];
            if values.len() >= 4 {
                src += values[1];
                ol += values[2];
                oc += values[3];
                let fits = |v: i128| (0..=u32::MAX as i128).contains(&v);
                if src == 0 && fits(col) && fits(ol) && fits(oc) {
                    segs.push((col as u32, ol as u32, oc as u32));
                }
            }
        }
        segs.sort_by_key(|s| s.0);
        segs.dedup_by_key(|s| s.0);
        out.push(segs);
    }
    while out.last().is_some_and(Vec::is_empty) {
        out.pop();
    }
    out
}

#[rustfmt::skip]
fn sourcemap_tokens() -> Vec<Vec<u8>> {
    words(&[
        ";", ",", ";;", "A", "C", "D", "g", "f", "/", "+", "AAAA", "AACA", "AAAAA", "AAgBC", "gggggggggggggB",
        "//////////////f", "+////////////D", "iBAAA", "2B", "z", "=", "-", "_", "*", "\"version\":3", "\"version\":2",
        "\"sources\":[\"a.rb\",\"b.rb\"]", "\"sources\":[]", "\"mappings\":\"", "\"names\":[\"x\"]", "\"file\":\"a\"",
        "null", "[]", "{", "}", "\"", ":", "\\u0000", "\\", "-1", "4294967296", "18446744073709551616",
    ])
}

// ---------------------------------------------------------------------------
// The JVM wire.

/// The wire target's workspace and tools, made once per thread; the
/// workspace is emptied every few hundred requests.
struct WireEnv {
    dir: tempfile::TempDir,
    files: WorkspaceFiles,
    tools: ToolRegistry,
    requests: u64,
}

thread_local! {
    static WIRE: RefCell<Option<WireEnv>> = const { RefCell::new(None) };
}

fn wire_env() -> WireEnv {
    let dir = tempfile::Builder::new().prefix("gg-fuzz-wire").tempdir().expect("a temporary directory");
    let workspace = dir.path().join("workspace");
    std::fs::create_dir(&workspace).expect("the workspace");
    let files = WorkspaceFiles::new(&workspace).expect("the workspace opens");
    let mut tools = ToolRegistry::new();
    tools
        .register(
            "echo",
            "Answers with its arguments.",
            json!({
                "type": "object",
                "properties": {"text": {"type": "string", "maxLength": 64}, "n": {"type": "integer", "minimum": 0}},
                "required": ["text"],
                "additionalProperties": false
            }),
            Ok,
        )
        .expect("the echo tool registers");
    tools
        .register("fail", "Always fails.", json!({"type": "object"}), |_| Err("it always fails".into()))
        .expect("the fail tool registers");
    WireEnv { dir, files, tools, requests: 0 }
}

/// A shell that refuses: the wire target never grants `shell`, and never
/// runs one whatever a request says.
struct NoShell;

impl Shell for NoShell {
    fn run(&mut self, _command: &str, _options: &RunOptions) -> Result<RunResult, ApiError> {
        Err(ApiError {
            operation: "shell.run".into(),
            code: ErrorCode::Unavailable,
            message: "the fuzzer runs no shell".into(),
        })
    }
}

/// The input is a request: its first line the operation key, the rest the
/// JSON arguments.
fn wire(data: &[u8]) -> u64 {
    let text = String::from_utf8_lossy(data);
    let (operation, arguments) = text.split_once('\n').unwrap_or((&text, ""));
    let caps = WIRE.with(|w| {
        let mut w = w.borrow_mut();
        let env = w.get_or_insert_with(wire_env);
        env.requests += 1;
        if env.requests % 256 == 0 {
            let workspace = env.dir.path().join("workspace");
            for entry in std::fs::read_dir(&workspace).expect("the workspace lists").flatten() {
                let path = entry.path();
                let _ = std::fs::remove_dir_all(&path).or_else(|_| std::fs::remove_file(&path));
            }
        }
        let mut grants = Grants::default();
        grants.grant("tools").expect("a known grant");
        Capabilities {
            files: Box::new(env.files.clone()),
            views: Box::new(TurnViews::default()),
            shell: Box::new(NoShell),
            tasks: Box::new(NoState),
            memories: Box::new(NoState),
            context: Box::new(NoState),
            skills: Box::new(DirSkills::new(None, Vec::new())),
            docs: Box::new(NoCatalogue("the fuzzer has no catalogue".into())),
            session: Box::new(TurnSessionText::default()),
            tools: env.tools.clone(),
            grants,
            lang_extension: "java",
            bound: Vec::new(),
            view_bytes: 0,
            interrupt: Interrupt::new(),
            tap: None,
            tape: None,
            call_key: None,
        }
    });
    let (result, records) = wire_dispatch(caps, &Limits::default(), operation, arguments);
    let known = Operation::from_key(operation);
    // Malformed for certain: an unknown operation, arguments that are JSON
    // but no object, or text that is no JSON even with its `\u` escapes
    // aside (the wire takes an escaped lone surrogate as U+FFFD).
    let malformed = known.is_none()
        || match serde_json::from_str::<Value>(arguments) {
            Ok(v) => !v.is_object(),
            Err(_) => !arguments.contains("\\u"),
        };
    assert!(records.len() <= 1, "one request recorded {} calls", records.len());
    if let Some(r) = records.first() {
        assert_eq!(Some(r.operation.as_str()), known.map(|o| o.key()), "a call recorded under another key");
    }
    match &result {
        Ok(out) => {
            assert!(!malformed, "`{operation}` with {arguments:?} succeeded");
            serde_json::from_str::<Value>(out).unwrap_or_else(|e| panic!("a result that is not JSON ({e}): {out}"));
        }
        Err(e) => {
            assert_eq!(e.operation, operation, "a refusal names another operation");
            assert!(!e.message.is_empty(), "a refusal without a message");
            if malformed {
                assert_eq!(e.code, ErrorCode::InvalidArgument, "a malformed request refused as {:?}", e.code);
                assert!(records.is_empty(), "a malformed request reached a host function");
            }
        }
    }
    let code = result.as_ref().err().map_or(0, |e| 1 + e.code as u64);
    let op = known.map_or(u64::MAX, |o| o as u64);
    mix(mix(op, code), result.as_ref().err().map_or(0, |e| kind_of(&e.message)))
}

#[rustfmt::skip]
fn wire_tokens() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for op in Operation::ALL {
        out.push(format!("{}\n", op.key()).into_bytes());
        for p in op.params() {
            out.push(format!("\"{p}\":").into_bytes());
        }
    }
    out.extend(words(&[
    "\n", "{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "-1", "0", "1.5", "4294967295", "4294967296",
    "18446744073709551616", "1e400", "-0", "\"offset\":", "\"limit\":", "\"glob\":", "\"cwd\":",
    "\"env\":[[\"A\",\"b\"]]", "\"stdin\":", "\"timeout-seconds\":", "\"ignore-case\":", "\"status\":\"doing\"",
    "\"notes\":{\"tag\":\"set\",\"val\":\"x\"}", "{\"tag\":\"clear\"}", "{\"first\":1,\"last\":2}",
    "{\"name\":\"echo\",\"arguments\":\"{\\\"text\\\":\\\"hi\\\"}\"}", "\"echo\"", "\"fail\"", "\"{}\"", "\"a.txt\"",
    "\"dir/b.txt\"", "\"../outside\"", "\"/etc/passwd\"", "\".gg/state.db\"", "\"\\u0000\"", "\"\\ud800\"", "\"😀\"",
    "\"**/*\"", "\"(a+)+$\"", "\"[\"",
]));
    out
}

// ---------------------------------------------------------------------------
// JSON Schema.

/// The input is a stream of JSON values: the schema, then values to check.
fn schema(data: &[u8]) -> u64 {
    let mut stream = serde_json::Deserializer::from_slice(data).into_iter::<Value>();
    let Some(Ok(json)) = stream.next() else {
        return 0;
    };
    let schema = match Schema::new(json.clone()) {
        Ok(s) => s,
        Err(why) => {
            assert!(!why.is_empty() && !why.contains('\n'), "a refusal that is not one line: {why:?}");
            return mix(1, kind_of(&why));
        }
    };
    assert_eq!(schema.as_json(), &json, "the schema is not kept as given");
    let accepts_all = json == Value::Bool(true) || json == json!({});
    let mut values: Vec<Value> = stream.take(8).map_while(Result::ok).collect();
    values.extend([Value::Null, json!({}), json!([]), json!(0), json!(""), json.clone()]);
    let mut shape = 2;
    for v in &values {
        let first = schema.validate(v);
        assert_eq!(first, schema.validate(v), "validation is not deterministic");
        if let Err(violation) = &first {
            assert!(!accepts_all, "`{json}` refused {v}");
            assert!(violation.path.starts_with("arguments"), "a violation at {:?}", violation.path);
            assert!(!violation.message.is_empty(), "a violation without a message at {}", violation.path);
            shape = mix(shape, kind_of(&violation.message));
        }
    }
    shape
}

#[rustfmt::skip]
fn schema_tokens() -> Vec<Vec<u8>> {
    words(&[
        "{", "}", "[", "]", ",", ":", "\"", "true", "false", "null", "0", "-1", "0.1", "1e308", "1e400", "1e-320", "-0",
        "18446744073709551616", "\"type\":", "\"object\"", "\"string\"", "\"integer\"", "\"number\"", "\"array\"",
        "\"null\"", "\"boolean\"", "\"properties\":{", "\"required\":[", "\"additionalProperties\":false", "\"items\":",
        "\"items\":false", "\"prefixItems\":[", "\"$ref\":\"#\"", "\"$ref\":\"#/$defs/a\"",
        "\"$ref\":\"#/definitions/a\"", "\"$ref\":\"http://example.com/s\"", "\"$ref\":\"#/properties/%25\"",
        "\"$defs\":{\"a\":", "\"definitions\":{\"a\":", "\"$anchor\":\"x\"", "\"$ref\":\"#x\"", "\"$id\":\"urn:x\"",
        "\"$dynamicRef\":\"#x\"", "\"$dynamicAnchor\":\"x\"", "\"$recursiveRef\":\"#\"", "\"$recursiveAnchor\":true",
        "\"$schema\":\"http://json-schema.org/draft-07/schema#\"",
        "\"$schema\":\"http://json-schema.org/draft-04/schema#\"",
        "\"$schema\":\"https://json-schema.org/draft/2019-09/schema\"", "\"pattern\":\"^(a+)+$\"",
        "\"pattern\":\"\\\\p{L}\"", "\"pattern\":\"[\"", "\"patternProperties\":{\"^x\":", "\"enum\":[", "\"const\":",
        "\"oneOf\":[", "\"anyOf\":[", "\"allOf\":[", "\"not\":", "\"if\":", "\"then\":", "\"else\":", "\"minimum\":",
        "\"exclusiveMaximum\":", "\"exclusiveMinimum\":true", "\"multipleOf\":", "\"minLength\":", "\"maxLength\":",
        "\"maxItems\":", "\"minProperties\":", "\"uniqueItems\":true", "\"contains\":", "\"minContains\":",
        "\"unevaluatedProperties\":false", "\"unevaluatedItems\":false", "\"dependentRequired\":{",
        "\"dependentSchemas\":{", "\"dependencies\":{", "\"propertyNames\":", "\"format\":\"email\"",
        "\"description\":\"d\"", "\"minimun\":1", "\"é\"", "\"\\ud83d\\ude00\"", "\"\\u0000\"", "\"a b\"",
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_decoder_reads_a_known_mapping() {
        assert_eq!(reference_decode("AAAA;AACA"), vec![vec![(0, 0, 0)], vec![(0, 1, 0)]]);
        assert_eq!(reference_decode("AAAA,EAAE;;"), vec![vec![(0, 0, 0), (2, 0, 2)]]);
    }

    #[test]
    fn every_target_has_a_distinct_name() {
        let mut names: Vec<_> = TARGETS.iter().map(|t| t.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), TARGETS.len());
    }

    #[test]
    fn a_refusal_is_not_a_lowering() {
        let r: Result<Lowered, gg::fuzzing::Refusal> = lower("import x from \"fs\"", JS_FILE);
        assert!(r.is_err());
    }
}
