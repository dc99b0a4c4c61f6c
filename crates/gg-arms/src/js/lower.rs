//! Lowers a JavaScript module the model wrote into the script the guest
//! evaluates.
//!
//! The guest evaluates text with an indirect eval, which reads a script, not a
//! module. The lowering keeps every byte of the model's program where it was
//! and changes only this:
//!
//! * each top-level `import … from "gg"` declaration is blanked (every
//!   character becomes spaces of the same UTF-16 width, line breaks kept) and
//!   its bindings are handed to the guest, which binds them before the text
//!   runs; an import of any other module is a compile error at its specifier;
//! * a top-level `export` keyword (and `default`, and `export { … }` lists) is
//!   blanked the same way, since nothing imports a program;
//! * a `#!` line is blanked;
//! * a regular expression literal's `\p{…}`/`\P{…}` property escapes are
//!   expanded into explicit classes ([`super::props`]; the guest's engine has
//!   no ICU), an unknown property a syntax error at its escape;
//! * every `throw` statement's value is prefixed with ` __ggThrowSite.v=`,
//!   the guest's recorder of where a non-Error was thrown ([`throw_sites`]);
//! * a `sourceURL` comment goes after the last line so the engine names frames
//!   after the model's file.
//!
//! The guest evaluates the text with a direct eval inside a module, which is
//! strict as a module is, so no directive goes in front and no position moves.
//! A [`SourceMap`] with a segment at every token start still carries every
//! reported position back, so nothing downstream depends on that.
//!
//! The scanner is a lexer, not a parser: it tells code from strings,
//! templates, comments and regular expressions well enough to find statement
//! starts at the top level. Anything it does not understand is left for the
//! engine, which reports it in its own words.

use gg_core::locate::is_line_terminator;
use gg_core::sourcemap::{Segment, SourceMap};

/// The one module a program may import.
pub const SDK_MODULE: &str = "gg";

/// A name the program imports from the SDK.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportBinding {
    /// The exported name; `None` for `* as ns`.
    pub imported: Option<String>,
    pub local: String,
    /// 0-based position of the imported name in the original text.
    pub line: u32,
    pub column: u32,
}

/// The script the guest evaluates, and how to map its positions back.
#[derive(Debug, Clone)]
pub struct Lowered {
    pub text: String,
    pub imports: Vec<ImportBinding>,
    pub map: SourceMap,
    /// 0-based original positions of the `throw` keywords given the
    /// recorder, in text order (see [`throw_sites`]).
    pub throws: Vec<(u32, u32)>,
}

/// A refusal found while lowering, at a 0-based original position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// True for text that is not JavaScript; false for valid text gg refuses.
    pub syntax: bool,
    pub message: String,
    pub line: u32,
    pub column: u32,
}

/// Lowers `source`, naming frames after `file_name`.
pub fn lower(source: &str, file_name: &str) -> Result<Lowered, Refusal> {
    lower_as(source, file_name, false)
}

/// Lowers `source` for a keep-state session, whose programs the guest
/// evaluates as global scripts so that what their top levels declare
/// outlives them. A script's `let`, `const` and `class` declarations would
/// stay in the script's own scope, so at the top level only:
///
/// * `let` becomes `var` and `const` becomes `var` plus two spaces (no
///   position moves; a kept `const` can be assigned again, as in a REPL
///   that lets a name be declared again);
/// * `class C …{…}` becomes `var C = class C …{…};` (the map carries every
///   later position on those lines back).
///
/// `function` and `var` declarations of a global script already outlive it.
pub fn lower_kept(source: &str, file_name: &str) -> Result<Lowered, Refusal> {
    lower_as(source, file_name, true)
}

fn lower_as(source: &str, file_name: &str, keep_state: bool) -> Result<Lowered, Refusal> {
    let mut lexer = Lexer::new(source);
    let mut blanks: Vec<(usize, usize)> = Vec::new();
    let mut imports = Vec::new();
    let mut map = SourceMap::new(file_name);

    if source.starts_with("#!") {
        let end = source.find(['\n', '\r', '\u{2028}', '\u{2029}']).unwrap_or(source.len());
        blanks.push((0, end));
        lexer.skip_to(end);
    }

    let mut tokens = Vec::new();
    loop {
        let tok = lexer.next();
        if tok.kind == Kind::Eof {
            break;
        }
        tokens.push(tok);
    }

    // `import(…)` anywhere: the guest has no module loader to give it.
    for (i, t) in tokens.iter().enumerate() {
        if t.kind == Kind::Ident
            && source_of(source, t) == "import"
            && tokens.get(i + 1).is_some_and(|n| n.is_punct(source, "("))
            && !(i > 0 && tokens[i - 1].is_punct(source, "."))
        {
            return Err(Refusal {
                syntax: false,
                message: format!(
                    "dynamic import() is not supported in a gg program: write `import {{ … }} from \"{SDK_MODULE}\"` at the top level"
                ),
                line: t.line,
                column: t.col,
            });
        }
    }

    let mut i = 0;
    while i < tokens.len() {
        let t = &tokens[i];
        if t.depth == 0 && t.kind == Kind::Ident && statement_start(&tokens, i) {
            let next = tokens.get(i + 1);
            match source_of(source, t) {
                "import" if !next.is_some_and(|n| n.is_punct(source, "(") || n.is_punct(source, ".")) => {
                    let decl = parse_import(source, &tokens, i)?;
                    if decl.specifier != SDK_MODULE {
                        return Err(Refusal {
                            syntax: false,
                            message: format!(
                                "Cannot find module '{}': a gg program can import only \"{SDK_MODULE}\"",
                                decl.specifier
                            ),
                            line: decl.specifier_line,
                            column: decl.specifier_col,
                        });
                    }
                    blanks.push((t.start, tokens[decl.last].end));
                    imports.extend(decl.bindings);
                    i = decl.last + 1;
                    continue;
                }
                "export" => {
                    if let Some(last) = export_blank(source, &tokens, i)? {
                        blanks.push((t.start, tokens[last].end));
                        i = last + 1;
                        continue;
                    }
                }
                _ => {}
            }
        }
        i += 1;
    }

    // A top-level declaration of an imported name is a redeclaration, as it
    // is in a module; the guest's bindings would otherwise be shadowed.
    for (i, t) in tokens.iter().enumerate() {
        if t.depth != 0 || t.kind != Kind::Ident {
            continue;
        }
        if !matches!(source_of(source, t), "let" | "const" | "var" | "function" | "class") {
            continue;
        }
        if blanks.iter().any(|&(s, e)| t.start >= s && t.start < e) {
            continue;
        }
        let Some(name) = tokens.get(i + 1).filter(|n| n.kind == Kind::Ident) else {
            continue;
        };
        let name_text = source_of(source, name);
        if imports.iter().any(|b: &ImportBinding| b.local == name_text) {
            return Err(Refusal {
                syntax: true,
                message: format!("SyntaxError: redeclaration of import {name_text}"),
                line: name.line,
                column: name.col,
            });
        }
    }

    // Every change is an edit of a byte range: a blank (same width), a
    // keep-state keyword (same width) or an insertion, which moves what
    // follows it on its line by `width` UTF-16 units.
    let mut edits: Vec<Edit> = blanks
        .iter()
        .map(|&(start, end)| Edit { start, end, text: blanked(&source[start..end]), line: 0, col: 0, width: 0 })
        .collect();
    if keep_state {
        edits.extend(kept_declarations(source, &tokens, &blanks));
    }
    edits.extend(property_escapes(source, &tokens)?);
    // An insertion never lands inside blanked text: a `throw` named in an
    // import's braces is not a statement, and an async arrow whose body
    // runs into an import declaration is not JavaScript (the engine refuses
    // it in its own words once the rejection sites are left out).
    let in_blank = |at: usize| blanks.iter().any(|&(s, e)| s < at && at < e);
    let sites: Vec<_> = throw_sites(source, &tokens).into_iter().filter(|(_, e)| !in_blank(e.start)).collect();
    let throws = sites.iter().map(|(at, _)| *at).collect();
    edits.extend(sites.into_iter().map(|(_, e)| e));
    if balanced(source, &tokens) {
        let sites = rejection_sites(source, &tokens);
        if !sites.iter().any(|e| in_blank(e.start)) {
            edits.extend(sites);
        }
    }
    edits.sort_by_key(|e| (e.start, e.end));
    // Tokens and insertions both in text order: one pass carries each
    // line's running shift.
    let mut inserts = edits.iter().filter(|e| e.width > 0).peekable();
    let (mut line, mut shift) = (0, 0);
    for t in &tokens {
        if t.line != line {
            (line, shift) = (t.line, 0);
        }
        while let Some(e) = inserts.next_if(|e| (e.line, e.col) <= (t.line, t.col)) {
            if e.line == t.line {
                shift += e.width;
            }
        }
        map.add(t.line, Segment { generated_column: t.col + shift, original_line: t.line, original_column: t.col });
    }

    let mut text = String::with_capacity(source.len() + file_name.len() + 20);
    let mut at = 0;
    for e in edits {
        text.push_str(&source[at..e.start]);
        text.push_str(&e.text);
        at = e.end;
    }
    text.push_str(&source[at..]);
    text.push_str("\n//# sourceURL=");
    text.push_str(file_name);
    Ok(Lowered { text, imports, map, throws })
}

/// One change the lowering makes to the model's text.
struct Edit {
    start: usize,
    end: usize,
    text: String,
    /// For an insertion: where it goes (0-based line, UTF-16 column) and how
    /// many UTF-16 units it adds there; `width` is 0 for a same-width edit.
    line: u32,
    col: u32,
    width: u32,
}

/// `text` with every character but line breaks turned into spaces of the
/// same UTF-16 width.
fn blanked(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if is_line_terminator(c) {
            out.push(c);
        } else {
            for _ in 0..c.len_utf16() {
                out.push(' ');
            }
        }
    }
    out
}

/// The keep-state edits: top-level `let`/`const` declarations made `var`,
/// top-level class declarations made `var` bindings (see [`lower_kept`]).
fn kept_declarations(source: &str, tokens: &[Token], blanks: &[(usize, usize)]) -> Vec<Edit> {
    let blank = |t: &Token| blanks.iter().any(|&(s, e)| t.start >= s && t.start < e);
    let same =
        |t: &Token, text: &str| Edit { start: t.start, end: t.end, text: text.into(), line: 0, col: 0, width: 0 };
    let mut edits = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if t.depth != 0 || t.kind != Kind::Ident || blank(t) {
            continue;
        }
        // A declaration after a blanked `export` (or `export default`)
        // starts its statement too.
        let starts = statement_start(tokens, i) || (i > 0 && blank(&tokens[i - 1]));
        if !starts {
            continue;
        }
        let next = tokens.get(i + 1);
        match source_of(source, t) {
            "let"
                if next
                    .is_some_and(|n| n.kind == Kind::Ident || n.kind == Kind::OpenBrace || n.is_punct(source, "[")) =>
            {
                edits.push(same(t, "var"))
            }
            "const" => edits.push(same(t, "var  ")),
            "class" => {
                let Some(name) = next.filter(|n| n.kind == Kind::Ident && source_of(source, n) != "extends") else {
                    continue;
                };
                // The body is the first top-level `{` after the name; its
                // close is the next `}` one level in.
                let Some(open) =
                    (i + 2..tokens.len()).find(|&j| tokens[j].kind == Kind::OpenBrace && tokens[j].depth == 0)
                else {
                    continue;
                };
                let Some(close) =
                    (open + 1..tokens.len()).find(|&k| tokens[k].kind == Kind::CloseBrace && tokens[k].depth == 1)
                else {
                    continue;
                };
                // Braces of a blanked import or export list are no class body
                // (and an insertion inside a blank would overlap it).
                if blank(&tokens[open]) || blank(&tokens[close]) {
                    continue;
                }
                let head = format!("var {} = ", source_of(source, name));
                let width = head.encode_utf16().count() as u32;
                edits.push(Edit { start: t.start, end: t.start, text: head, line: t.line, col: t.col, width });
                let c = &tokens[close];
                edits.push(Edit { start: c.end, end: c.end, text: ";".into(), line: c.line, col: c.col + 1, width: 1 });
            }
            _ => {}
        }
    }
    edits
}

/// Each regular expression literal with property escapes, rewritten with
/// them expanded ([`super::props::expand`]). The literal grows in place: a
/// position after it on its line moves by the growth, which the map carries
/// back (the edit counts as an insertion just after the literal's start).
fn property_escapes(source: &str, tokens: &[Token]) -> Result<Vec<Edit>, Refusal> {
    let mut edits = Vec::new();
    for t in tokens.iter().filter(|t| t.kind == Kind::Regex) {
        let literal = source_of(source, t);
        match super::props::expand(literal) {
            Ok(None) => {}
            Ok(Some(text)) => {
                let width = (text.encode_utf16().count() - literal.encode_utf16().count()) as u32;
                edits.push(Edit { start: t.start, end: t.end, text, line: t.line, col: t.col + 1, width });
            }
            Err(e) => {
                return Err(Refusal {
                    syntax: true,
                    message: e.message,
                    line: t.line,
                    column: t.col + literal[..e.offset].encode_utf16().count() as u32,
                });
            }
        }
    }
    Ok(edits)
}

/// The name of the guest's throw-site recorder (see [`throw_sites`]).
pub const THROW_SITE: &str = "__ggThrowSite";

/// Every `throw` statement's expression prefixed with ` __ggThrowSite.v=`: an
/// assignment whose value is the expression's own, whose setter (the guest's)
/// notes where a value that is not an Error was thrown. The engine keeps no
/// stack for a thrown string or object; this is how one is located at its
/// `throw`. A position inside the insertion maps back to the `throw` keyword.
///
/// `throw` is a reserved word, so an identifier token spelled `throw` is the
/// statement unless it names a property: after `.` or `?.`, before `:` or
/// `=`, or a method (`throw(…) {`), which is left alone.
///
/// Each site comes with its `throw` keyword's original position: the engine
/// places the setter's call somewhere inside the thrown expression (at its
/// last property, for an object literal), so the arm moves a non-Error's
/// location back to the `throw` before it.
fn throw_sites(source: &str, tokens: &[Token]) -> Vec<((u32, u32), Edit)> {
    let mut edits = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if t.kind != Kind::Ident || source_of(source, t) != "throw" {
            continue;
        }
        // (`?.` is two tokens; `#throw` is one.)
        if i > 0 && tokens[i - 1].is_punct(source, ".") {
            continue;
        }
        let Some(next) = tokens.get(i + 1) else { continue };
        if next.newline_before || next.kind == Kind::Semicolon || next.kind == Kind::CloseBrace {
            continue;
        }
        if [":", "=", ",", "."].iter().any(|p| next.is_punct(source, p)) || next.kind == Kind::CloseGroup {
            continue;
        }
        if next.is_punct(source, "(") {
            // A method `throw(…) {`: the token after the matching `)` opens its body.
            let mut open = 0usize;
            let mut after = None;
            for (j, u) in tokens.iter().enumerate().skip(i + 1) {
                if u.is_punct(source, "(") || u.is_punct(source, "[") {
                    open += 1;
                } else if u.kind == Kind::CloseGroup {
                    open = open.saturating_sub(1);
                    if open == 0 {
                        after = Some(tokens.get(j + 1));
                        break;
                    }
                }
            }
            match after {
                Some(Some(u)) if u.kind == Kind::OpenBrace => continue,
                None => continue,
                _ => {}
            }
        }
        // A space first: `throw(x)` must not become one identifier.
        let text = format!(" {THROW_SITE}.v=");
        let width = text.len() as u32;
        edits.push((
            (t.line, t.col),
            Edit { start: next.start, end: next.start, text, line: next.line, col: next.col, width },
        ));
    }
    edits
}

/// The name of the guest's note that a value escaped an async function's
/// body, so the function's promise rejects with it.
pub const ESCAPED: &str = "__ggEscaped";
/// The name of the guest's note that a `catch` clause received a value.
pub const CAUGHT: &str = "__ggCaught";

/// Whether every bracket closes the kind it opened (and nothing is left
/// open): only then are bodies and blocks found by their braces, so text
/// the engine will refuse is left for it to refuse in its own words.
fn balanced(source: &str, tokens: &[Token]) -> bool {
    let mut open = Vec::new();
    for t in tokens {
        let text = source_of(source, t);
        match t.kind {
            Kind::OpenBrace => open.push('}'),
            Kind::Punct if text == "(" => open.push(')'),
            Kind::Punct if text == "[" => open.push(']'),
            Kind::CloseBrace | Kind::CloseGroup => {
                if open.pop() != text.chars().next() {
                    return false;
                }
            }
            Kind::Template => {
                if text.starts_with('}') && open.pop() != Some('`') {
                    return false;
                }
                // A chunk ends at `${` (an escaped one does not end it) or
                // at its closing backquote; anything else is unterminated.
                let rest = &text[1..];
                if rest.ends_with("${") {
                    open.push('`');
                } else if !rest.ends_with('`') {
                    return false;
                }
            }
            _ => {}
        }
    }
    open.is_empty()
}

/// What lets the guest follow a rejection (`src/rejections.js` in the
/// guest): every async function's body (and async generator's, method's,
/// arrow's) becomes `try{…}catch(__ggE){throw __ggEscaped(__ggE)}`, so a
/// value that rejects the function's promise is noted as it leaves; every
/// `catch` clause's block starts with `__ggCaught(e);`, so a rejection the
/// program catches after an `await` is noted as handled (a clause whose
/// parameter is a pattern gets an inner `try` around the guarded block
/// instead, which notes the value and throws it on). Insertions only: the
/// map carries every position after one on its line back.
fn rejection_sites(source: &str, tokens: &[Token]) -> Vec<Edit> {
    // (edit, tie): at one offset, edits go in `tie` order.
    let mut out: Vec<(Edit, i64)> = Vec::new();
    let insert_at = |at: usize, line: u32, col: u32, text: String| {
        let width = text.encode_utf16().count() as u32;
        Edit { start: at, end: at, text, line, col, width }
    };
    let after = |t: &Token, text: String| insert_at(t.end, t.line, t.col + 1, text);
    let before = |t: &Token, text: String| insert_at(t.start, t.line, t.col, text);
    let open_try = "try{".to_string();
    let close_try = format!("}}catch(__ggE){{throw {ESCAPED}(__ggE)}}");
    for (i, t) in tokens.iter().enumerate() {
        if t.kind != Kind::Ident || (i > 0 && tokens[i - 1].is_punct(source, ".")) {
            continue;
        }
        match source_of(source, t) {
            "async" => {
                let Some(body) = async_body(source, tokens, i) else { continue };
                match body {
                    Body::Block(open) => {
                        let close = matching(tokens, open);
                        out.push((after(&tokens[open], open_try.clone()), 0));
                        out.push((before(&tokens[close], close_try.clone()), 0));
                    }
                    Body::Concise(first) => {
                        let last = concise_end(source, tokens, first);
                        out.push((before(&tokens[first], "{try{return ".into()), 0));
                        let (line, col) = end_position(source, &tokens[last]);
                        // Bodies ending at one token close inner first.
                        out.push((insert_at(tokens[last].end, line, col, format!("{close_try}}}")), -(first as i64)));
                    }
                }
            }
            "catch" => {
                // A clause follows the `}` of a `try` block.
                let Some(try_close) = i.checked_sub(1).filter(|&c| tokens[c].kind == Kind::CloseBrace) else {
                    continue;
                };
                let Some(try_open) = (0..try_close)
                    .rev()
                    .find(|&o| tokens[o].kind == Kind::OpenBrace && tokens[o].depth + 1 == tokens[try_close].depth)
                else {
                    continue;
                };
                if !(try_open > 0 && source_of(source, &tokens[try_open - 1]) == "try") {
                    continue;
                }
                let next = tokens.get(i + 1);
                if let Some(open) = next.filter(|n| n.kind == Kind::OpenBrace) {
                    out.push((before(open, "(__ggE)".into()), 0));
                    out.push((after(open, format!("{CAUGHT}(__ggE);")), 0));
                    continue;
                }
                let simple = next.is_some_and(|n| n.is_punct(source, "("))
                    && tokens.get(i + 2).is_some_and(|n| n.kind == Kind::Ident)
                    && tokens.get(i + 3).is_some_and(|n| n.kind == Kind::CloseGroup)
                    && tokens.get(i + 4).is_some_and(|n| n.kind == Kind::OpenBrace);
                if simple {
                    let name = source_of(source, &tokens[i + 2]);
                    out.push((after(&tokens[i + 4], format!("{CAUGHT}({name});")), 0));
                } else {
                    out.push((after(&tokens[try_open], "try{".into()), 0));
                    out.push((before(&tokens[try_close], format!("}}catch(__ggE){{{CAUGHT}(__ggE);throw __ggE}}")), 0));
                }
            }
            _ => {}
        }
    }
    out.sort_by_key(|(e, tie)| (e.start, *tie));
    out.into_iter().map(|(e, _)| e).collect()
}

/// Where an async function's body begins.
enum Body {
    /// The index of the body's `{`.
    Block(usize),
    /// The index of a concise arrow body's first token.
    Concise(usize),
}

/// The body of the async function whose `async` is token `i`, if it is one:
/// `async function`, `async (…) =>`, `async x =>`, or a method `async
/// name(…) {` (`*name`, `[key]`, `#name`, a string or number key).
fn async_body(source: &str, tokens: &[Token], i: usize) -> Option<Body> {
    let next = tokens.get(i + 1).filter(|n| !n.newline_before)?;
    let text = source_of(source, next);
    let params_body = |open: usize| -> Option<Body> {
        if !tokens.get(open)?.is_punct(source, "(") {
            return None;
        }
        let close = matching(tokens, open);
        tokens.get(close + 1).filter(|t| t.kind == Kind::OpenBrace).map(|_| Body::Block(close + 1))
    };
    if next.kind == Kind::Ident && text == "function" {
        let mut j = i + 2;
        if tokens.get(j)?.is_punct(source, "*") {
            j += 1;
        }
        if tokens.get(j)?.kind == Kind::Ident {
            j += 1;
        }
        return params_body(j);
    }
    let arrow = |j: usize| -> Option<Body> {
        let (eq, gt) = (tokens.get(j)?, tokens.get(j + 1)?);
        if !(eq.is_punct(source, "=") && gt.is_punct(source, ">") && eq.end == gt.start) {
            return None;
        }
        let first = tokens.get(j + 2)?;
        Some(if first.kind == Kind::OpenBrace { Body::Block(j + 2) } else { Body::Concise(j + 2) })
    };
    if next.is_punct(source, "(") {
        let close = matching(tokens, i + 1);
        return arrow(close + 1);
    }
    if next.kind == Kind::Ident && tokens.get(i + 2).is_some_and(|t| t.is_punct(source, "=")) {
        return arrow(i + 2);
    }
    // A method.
    let mut j = i + 1;
    if tokens.get(j)?.is_punct(source, "*") {
        j += 1;
    }
    let key = tokens.get(j)?;
    if key.is_punct(source, "[") {
        j = matching(tokens, j) + 1;
    } else if matches!(key.kind, Kind::Ident | Kind::Str | Kind::Number) {
        j += 1;
    } else {
        return None;
    }
    params_body(j)
}

/// The index of the token that closes the bracket opened at `open` (the
/// last token when it is never closed; [`balanced`] rules that out).
fn matching(tokens: &[Token], open: usize) -> usize {
    let depth = tokens[open].depth + 1;
    (open + 1..tokens.len())
        .find(|&k| matches!(tokens[k].kind, Kind::CloseBrace | Kind::CloseGroup) && tokens[k].depth == depth)
        .unwrap_or(tokens.len() - 1)
}

/// The last token of a concise arrow body that starts at `first`: the body
/// ends before a `,`, `;`, `:` (of an enclosing conditional) or closing
/// bracket at its own depth, or at a line break where JavaScript would
/// insert a semicolon (the next token cannot continue the expression).
fn concise_end(source: &str, tokens: &[Token], first: usize) -> usize {
    let depth = tokens[first].depth;
    let mut conditional = 0u32;
    let mut last = first;
    let mut k = first;
    while k < tokens.len() {
        let t = &tokens[k];
        let text = source_of(source, t);
        if k > first && t.depth == depth {
            let ends = match t.kind {
                Kind::CloseGroup | Kind::CloseBrace | Kind::Semicolon => true,
                Kind::Template if text.starts_with('}') => true,
                Kind::Punct if text == "," => true,
                Kind::Punct if text == ":" => {
                    if conditional == 0 {
                        true
                    } else {
                        conditional -= 1;
                        false
                    }
                }
                _ => t.newline_before && ends_expression(source, &tokens[k - 1]) && !continues(source, t),
            };
            if ends {
                break;
            }
        }
        if t.depth == depth && t.is_punct(source, "?") {
            let next = tokens.get(k + 1).filter(|n| n.start == t.end);
            match next {
                // `??` and `??=`
                Some(n) if n.is_punct(source, "?") => k += 1,
                // `?.`, but not `? .5`
                Some(n) if n.is_punct(source, ".") => {}
                _ => conditional += 1,
            }
        }
        last = k;
        k += 1;
    }
    last.max(first)
}

/// Whether an expression can end with `t`.
fn ends_expression(source: &str, t: &Token) -> bool {
    match t.kind {
        Kind::Ident => !REGEX_AFTER_WORDS.contains(&source_of(source, t)),
        Kind::Template => source_of(source, t).ends_with('`'),
        Kind::Str | Kind::Number | Kind::Regex | Kind::CloseGroup | Kind::CloseBrace | Kind::Postfix => true,
        _ => false,
    }
}

/// Whether `t`, first on its line, continues the expression before it (no
/// semicolon is inserted before it).
fn continues(source: &str, t: &Token) -> bool {
    let text = source_of(source, t);
    match t.kind {
        Kind::Punct => !matches!(text, "!" | "~"),
        Kind::Template => text.starts_with('`'),
        Kind::Ident => matches!(text, "in" | "instanceof"),
        _ => false,
    }
}

/// The 0-based line and UTF-16 column just after token `t`.
fn end_position(source: &str, t: &Token) -> (u32, u32) {
    let (mut line, mut col) = (t.line, t.col);
    let mut chars = source_of(source, t).chars().peekable();
    while let Some(c) = chars.next() {
        if is_line_terminator(c) {
            if !(c == '\r' && chars.peek() == Some(&'\n')) {
                line += 1;
                col = 0;
            }
        } else {
            col += c.len_utf16() as u32;
        }
    }
    (line, col)
}

fn source_of<'s>(source: &'s str, t: &Token) -> &'s str {
    &source[t.start..t.end]
}

/// Whether token `i` can begin a statement at the top level.
fn statement_start(tokens: &[Token], i: usize) -> bool {
    if i == 0 {
        return true;
    }
    let t = &tokens[i];
    let prev = &tokens[i - 1];
    // A line break ends a statement only where the line could end one: not
    // after an operator, `=>`, `(`, `,` and the like, which want more.
    (t.newline_before && prev.kind != Kind::Punct) || prev.kind == Kind::Semicolon || prev.kind == Kind::CloseBrace
}

struct ImportDecl {
    specifier: String,
    specifier_line: u32,
    specifier_col: u32,
    bindings: Vec<ImportBinding>,
    /// Index of the declaration's last token.
    last: usize,
}

fn malformed(t: Option<&Token>, fallback: &Token, what: &str) -> Refusal {
    let at = t.unwrap_or(fallback);
    Refusal { syntax: true, message: format!("SyntaxError: {what}"), line: at.line, column: at.col }
}

fn parse_import(source: &str, tokens: &[Token], start: usize) -> Result<ImportDecl, Refusal> {
    let head = &tokens[start];
    let mut i = start + 1;
    let mut bindings = Vec::new();
    let tok = |i: usize| tokens.get(i);
    let text = |t: &Token| source_of(source, t).to_string();

    let spec_tok;
    if tok(i).is_some_and(|t| t.kind == Kind::Str) {
        spec_tok = i;
    } else {
        // Default binding.
        if tok(i).is_some_and(|t| t.kind == Kind::Ident) {
            let t = &tokens[i];
            bindings.push(ImportBinding {
                imported: Some("default".into()),
                local: text(t),
                line: t.line,
                column: t.col,
            });
            i += 1;
            if tok(i).is_some_and(|t| t.is_punct(source, ",")) {
                i += 1;
            } else if !tok(i).is_some_and(|t| t.kind == Kind::Ident && source_of(source, t) == "from") {
                return Err(malformed(tok(i), head, "missing 'from' after import clause"));
            }
        }
        if tok(i).is_some_and(|t| t.is_punct(source, "*")) {
            let as_ok = tok(i + 1).is_some_and(|t| source_of(source, t) == "as");
            let name = tok(i + 2).filter(|t| t.kind == Kind::Ident);
            match (as_ok, name) {
                (true, Some(n)) => {
                    bindings.push(ImportBinding { imported: None, local: text(n), line: n.line, column: n.col });
                    i += 3;
                }
                _ => {
                    return Err(malformed(tok(i + 1), head, "expected 'as' and a name after '*' in import"));
                }
            }
        } else if tok(i).is_some_and(|t| t.kind == Kind::OpenBrace) {
            i += 1;
            loop {
                match tok(i) {
                    Some(t) if t.kind == Kind::CloseBrace => {
                        i += 1;
                        break;
                    }
                    Some(t) if t.kind == Kind::Ident || t.kind == Kind::Str => {
                        let imported = if t.kind == Kind::Str { unquote(source_of(source, t)) } else { text(t) };
                        let (line, column) = (t.line, t.col);
                        let mut local = imported.clone();
                        i += 1;
                        if tok(i).is_some_and(|t| t.kind == Kind::Ident && source_of(source, t) == "as") {
                            match tok(i + 1).filter(|t| t.kind == Kind::Ident) {
                                Some(n) => local = text(n),
                                None => {
                                    return Err(malformed(tok(i + 1), head, "expected a name after 'as'"));
                                }
                            }
                            i += 2;
                        } else if t.kind == Kind::Str {
                            return Err(malformed(tok(i), head, "a string import name needs 'as'"));
                        }
                        bindings.push(ImportBinding { imported: Some(imported), local, line, column });
                        match tok(i) {
                            Some(t) if t.is_punct(source, ",") => i += 1,
                            Some(t) if t.kind == Kind::CloseBrace => {}
                            other => {
                                return Err(malformed(other, head, "missing '}' after import specifiers"));
                            }
                        }
                    }
                    other => return Err(malformed(other, head, "expected an import specifier")),
                }
            }
        }
        if !tok(i).is_some_and(|t| t.kind == Kind::Ident && source_of(source, t) == "from") {
            return Err(malformed(tok(i), head, "missing 'from' after import clause"));
        }
        i += 1;
        if !tok(i).is_some_and(|t| t.kind == Kind::Str) {
            return Err(malformed(tok(i), head, "missing module specifier after 'from'"));
        }
        spec_tok = i;
    }
    let spec = &tokens[spec_tok];
    let mut last = spec_tok;
    match tok(spec_tok + 1) {
        Some(t) if t.kind == Kind::Semicolon => last = spec_tok + 1,
        Some(t) if t.newline_before || t.kind == Kind::CloseBrace => {}
        None => {}
        Some(t) => {
            return Err(Refusal {
                syntax: true,
                message: "SyntaxError: unexpected token after import declaration (import attributes are not supported)"
                    .into(),
                line: t.line,
                column: t.col,
            });
        }
    }
    Ok(ImportDecl {
        specifier: unquote(source_of(source, spec)),
        specifier_line: spec.line,
        specifier_col: spec.col,
        bindings,
        last,
    })
}

/// For a top-level `export` at `i`, the index of the last token to blank, or
/// `None` to leave the statement for the engine.
fn export_blank(source: &str, tokens: &[Token], i: usize) -> Result<Option<usize>, Refusal> {
    let Some(next) = tokens.get(i + 1) else {
        return Ok(None);
    };
    let word = source_of(source, next);
    if next.kind == Kind::Ident {
        return Ok(match word {
            "default" => Some(i + 1),
            "const" | "let" | "var" | "function" | "class" | "async" => Some(i),
            _ => None,
        });
    }
    if next.kind == Kind::OpenBrace {
        let mut j = i + 2;
        while j < tokens.len() && tokens[j].kind != Kind::CloseBrace {
            j += 1;
        }
        if j >= tokens.len() {
            return Ok(None);
        }
        if tokens.get(j + 1).is_some_and(|t| t.kind == Kind::Ident && source_of(source, t) == "from") {
            let Some(spec) = tokens.get(j + 2).filter(|t| t.kind == Kind::Str) else {
                return Ok(None);
            };
            let name = unquote(source_of(source, spec));
            if name != SDK_MODULE {
                return Err(Refusal {
                    syntax: false,
                    message: format!("Cannot find module '{name}': a gg program can import only \"{SDK_MODULE}\""),
                    line: spec.line,
                    column: spec.col,
                });
            }
            j += 2;
        }
        if tokens.get(j + 1).is_some_and(|t| t.kind == Kind::Semicolon) {
            j += 1;
        }
        return Ok(Some(j));
    }
    Ok(None)
}

fn unquote(s: &str) -> String {
    // Module specifiers and import names are plain in practice; escapes are
    // decoded for the common single-character forms.
    // The quote, and the last character (the closing quote, when there is
    // one), cut at character boundaries: an unterminated string may end in
    // any character.
    let mut inner = s.chars();
    inner.next();
    inner.next_back();
    let inner = inner.as_str();
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(o) => out.push(o),
                None => {}
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Ident,
    Str,
    Number,
    Template,
    Regex,
    Semicolon,
    OpenBrace,
    CloseBrace,
    /// `)` and `]`: a `/` after them divides.
    CloseGroup,
    /// `++` and `--`: a `/` after them divides.
    Postfix,
    Punct,
    Eof,
}

#[derive(Debug, Clone)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
    /// 0-based line and UTF-16 column of the token's start.
    line: u32,
    col: u32,
    /// Nesting depth of brackets of any kind at the token.
    depth: u32,
    newline_before: bool,
}

impl Token {
    fn is_punct(&self, source: &str, p: &str) -> bool {
        self.kind == Kind::Punct && &source[self.start..self.end] == p
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Open {
    Brace,
    Group,
    TemplateExpr,
}

struct Lexer<'s> {
    src: &'s str,
    pos: usize,
    line: u32,
    col: u32,
    stack: Vec<Open>,
    prev: Option<(Kind, &'s str)>,
    newline: bool,
}

const REGEX_AFTER_WORDS: &[&str] = &[
    "return",
    "typeof",
    "instanceof",
    "in",
    "of",
    "new",
    "delete",
    "void",
    "throw",
    "case",
    "do",
    "else",
    "yield",
    "await",
];

impl<'s> Lexer<'s> {
    fn new(src: &'s str) -> Self {
        Lexer { src, pos: 0, line: 0, col: 0, stack: Vec::new(), prev: None, newline: false }
    }

    fn peek(&self) -> Option<char> {
        self.src[self.pos..].chars().next()
    }

    fn peek_at(&self, n: usize) -> Option<char> {
        self.src[self.pos..].chars().nth(n)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if is_line_terminator(c) {
            if !(c == '\r' && self.peek() == Some('\n')) {
                self.line += 1;
                self.col = 0;
            }
            self.newline = true;
        } else {
            self.col += c.len_utf16() as u32;
        }
        Some(c)
    }

    fn skip_to(&mut self, end: usize) {
        while self.pos < end {
            self.bump();
        }
    }

    fn regex_allowed(&self) -> bool {
        match self.prev {
            None => true,
            Some((Kind::Ident, w)) => REGEX_AFTER_WORDS.contains(&w),
            Some((Kind::Str | Kind::Number | Kind::Regex | Kind::CloseGroup | Kind::Postfix, _)) => false,
            Some((Kind::Template, w)) => !w.ends_with('`'),
            Some(_) => true,
        }
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.peek() {
                Some(c) if c.is_whitespace() || c == '\u{feff}' => {
                    self.bump();
                }
                Some('/') if self.peek_at(1) == Some('/') => {
                    while let Some(c) = self.peek() {
                        if is_line_terminator(c) {
                            break;
                        }
                        self.bump();
                    }
                }
                Some('/') if self.peek_at(1) == Some('*') => {
                    self.bump();
                    self.bump();
                    while let Some(c) = self.bump() {
                        if c == '*' && self.peek() == Some('/') {
                            self.bump();
                            break;
                        }
                    }
                }
                _ => return,
            }
        }
    }

    fn next(&mut self) -> Token {
        self.skip_trivia();
        let newline_before = std::mem::replace(&mut self.newline, false);
        let (start, line, col) = (self.pos, self.line, self.col);
        let depth = self.stack.len() as u32;
        let kind = match self.peek() {
            None => Kind::Eof,
            Some(c) => self.scan(c),
        };
        let tok = Token { kind, start, end: self.pos, line, col, depth, newline_before };
        self.newline = false;
        if kind != Kind::Eof {
            self.prev = Some((kind, &self.src[start..self.pos]));
        }
        tok
    }

    fn scan(&mut self, c: char) -> Kind {
        match c {
            '\'' | '"' => {
                self.bump();
                while let Some(d) = self.peek() {
                    if is_line_terminator(d) && d != '\u{2028}' && d != '\u{2029}' {
                        break; // unterminated: the engine will say so
                    }
                    self.bump();
                    if d == '\\' {
                        self.bump();
                    } else if d == c {
                        break;
                    }
                }
                Kind::Str
            }
            '`' => {
                self.bump();
                self.template_chunk()
            }
            '}' if self.stack.last() == Some(&Open::TemplateExpr) => {
                self.stack.pop();
                self.bump();
                self.template_chunk()
            }
            '{' => {
                self.bump();
                self.stack.push(Open::Brace);
                Kind::OpenBrace
            }
            '}' => {
                self.bump();
                self.stack.pop();
                Kind::CloseBrace
            }
            '(' | '[' => {
                self.bump();
                self.stack.push(Open::Group);
                Kind::Punct
            }
            ')' | ']' => {
                self.bump();
                if self.stack.last() == Some(&Open::Group) {
                    self.stack.pop();
                }
                Kind::CloseGroup
            }
            ';' => {
                self.bump();
                Kind::Semicolon
            }
            '/' if self.regex_allowed() => {
                self.bump();
                let mut class = false;
                while let Some(d) = self.peek() {
                    if is_line_terminator(d) {
                        break;
                    }
                    self.bump();
                    match d {
                        '\\' => {
                            self.bump();
                        }
                        '[' => class = true,
                        ']' => class = false,
                        '/' if !class => break,
                        _ => {}
                    }
                }
                while self.peek().is_some_and(is_ident_char) {
                    self.bump();
                }
                Kind::Regex
            }
            '+' | '-' if self.peek_at(1) == Some(c) => {
                self.bump();
                self.bump();
                Kind::Postfix
            }
            '0'..='9' => {
                self.number();
                Kind::Number
            }
            '.' if self.peek_at(1).is_some_and(|d| d.is_ascii_digit()) => {
                self.number();
                Kind::Number
            }
            '#' | '\\' => {
                self.bump();
                while self.peek().is_some_and(is_ident_char) {
                    self.bump();
                }
                Kind::Ident
            }
            c if is_ident_char(c) => {
                while self.peek().is_some_and(is_ident_char) {
                    self.bump();
                }
                Kind::Ident
            }
            _ => {
                self.bump();
                Kind::Punct
            }
        }
    }

    fn number(&mut self) {
        while let Some(d) = self.peek() {
            if d.is_ascii_alphanumeric() || d == '_' || d == '.' {
                let exp = (d == 'e' || d == 'E') && !self.src[..self.pos].contains(['x', 'X']);
                self.bump();
                if exp && matches!(self.peek(), Some('+' | '-')) {
                    self.bump();
                }
            } else {
                break;
            }
        }
    }

    /// Scans template text up to and including `` ` `` or `${`.
    fn template_chunk(&mut self) -> Kind {
        while let Some(d) = self.bump() {
            match d {
                '\\' => {
                    self.bump();
                }
                '`' => break,
                '$' if self.peek() == Some('{') => {
                    self.bump();
                    self.stack.push(Open::TemplateExpr);
                    break;
                }
                _ => {}
            }
        }
        Kind::Template
    }
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '$' || (!c.is_ascii() && !c.is_whitespace() && !is_line_terminator(c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use gg_core::locate::source_lines;

    fn blanked(src: &str) -> String {
        let l = lower(src, "p.js").unwrap();
        let body = &l.text[..];
        body[..body.rfind("\n//# sourceURL=").unwrap()].to_string()
    }

    #[test]
    fn throw_statements_record_their_site_and_keep_positions() {
        let src = "if (x) throw \"no\";\nconst o = { throw: 1, throw() {} };\ng.throw(e);\nthrow(1)\n";
        let l = lower(src, "p.js").unwrap();
        let body = &l.text[..l.text.rfind("\n//# sourceURL=").unwrap()];
        assert_eq!(
            body,
            "if (x) throw  __ggThrowSite.v=\"no\";\nconst o = { throw: 1, throw() {} };\ng.throw(e);\nthrow __ggThrowSite.v=(1)\n"
        );
        // The string maps back to its own column; the insertion to `throw`.
        assert_eq!(l.map.lookup(0, 30), Some((0, 13)));
        assert_eq!(l.map.lookup(0, 20), Some((0, 7)));
        assert_eq!(l.throws, vec![(0, 7), (3, 0)]);
    }

    #[test]
    fn blanks_imports_and_keeps_positions() {
        let src = "import { files, views as v } from \"gg\";\nconsole.log(1)\n";
        let l = lower(src, "p.js").unwrap();
        assert_eq!(blanked(src), format!("{}\nconsole.log(1)\n", " ".repeat(39)));
        assert_eq!(
            l.imports,
            vec![
                ImportBinding { imported: Some("files".into()), local: "files".into(), line: 0, column: 9 },
                ImportBinding { imported: Some("views".into()), local: "v".into(), line: 0, column: 16 },
            ]
        );
        assert_eq!(l.map.lookup(1, 9), Some((1, 8)));
        assert_eq!(l.map.lookup(0, 9), Some((0, 9)));
    }

    #[test]
    fn namespace_default_and_multiline_imports() {
        let src = "import gg, * as all from 'gg'\nimport {\n  files,\n} from \"gg\"\nx";
        let l = lower(src, "p.js").unwrap();
        let names: Vec<_> = l.imports.iter().map(|b| (b.imported.clone(), b.local.clone())).collect();
        assert_eq!(
            names,
            vec![(Some("default".into()), "gg".into()), (None, "all".into()), (Some("files".into()), "files".into())]
        );
        assert_eq!(source_lines(&blanked(src)).len(), 5);
    }

    #[test]
    fn other_modules_are_refused_at_the_specifier() {
        let err = lower("const a = 1;\nimport fs from \"node:fs\";\n", "p.js").unwrap_err();
        assert!(!err.syntax);
        assert_eq!((err.line, err.column), (1, 15));
        assert!(err.message.contains("node:fs"));
    }

    #[test]
    fn import_like_text_inside_strings_comments_templates_and_regexes_is_left() {
        for src in [
            "const s = 'import x from \"fs\"';",
            "// import x from 'fs'\n",
            "/* import x from 'fs' */",
            "const t = `\nimport x from 'fs'\n`;",
            "const t = `${ {a: 1}.a }\nimport x from 'fs'`;",
            "const r = /import x from 'fs'/;",
            "if (a) { import.meta }",
        ] {
            assert_eq!(blanked(src), src, "{src}");
        }
    }

    #[test]
    fn division_is_not_a_regex() {
        let src = "const a = (4) / 2; const b = x++ / 1 / 2;\nimport { files } from 'gg'";
        assert_eq!(lower(src, "p.js").unwrap().imports.len(), 1);
    }

    #[test]
    fn dynamic_import_and_redeclared_imports_are_refused() {
        let err = lower("const m = 1;\nif (m) { import('gg').then(x => x) }", "p.js").unwrap_err();
        assert_eq!((err.syntax, err.line, err.column), (false, 1, 9));
        let err = lower("import { files } from 'gg';\nlet files = 1;", "p.js").unwrap_err();
        assert_eq!((err.syntax, err.line, err.column), (true, 1, 4));
        assert_eq!(err.message, "SyntaxError: redeclaration of import files");
        assert!(lower("import { files } from 'gg';\nfunction f() { let files = 1; }", "p.js").is_ok());
    }

    #[test]
    fn exports_are_blanked() {
        assert_eq!(blanked("export const a = 1;"), "       const a = 1;");
        assert_eq!(blanked("export default 42"), "               42");
        assert_eq!(blanked("const a=1;export { a };"), "const a=1;             ");
    }

    #[test]
    fn malformed_imports_are_syntax_errors() {
        let err = lower("import { files from 'gg'", "p.js").unwrap_err();
        assert!(err.syntax, "{err:?}");
        let err = lower("import { files } from 'gg' with { type: 'json' }", "p.js").unwrap_err();
        assert!(err.syntax);
    }

    #[test]
    fn crlf_and_unicode_columns() {
        let src = "// é😀\r\nimport { files } from 'gg'\r\nfiles";
        let l = lower(src, "p.js").unwrap();
        assert_eq!(l.imports[0].line, 1);
        assert_eq!(l.map.lookup(2, 0), Some((2, 0)));
        assert_eq!(source_lines(src), vec!["// é😀", "import { files } from 'gg'", "files"]);
    }

    #[test]
    fn property_escapes_are_expanded_and_later_positions_map_back() {
        let src = "const re = /\\p{Lu}+/gu; boom();\nconst plain = /\\p{L}/g;";
        let l = lower(src, "p.js").unwrap();
        let line0 = l.text.lines().next().unwrap();
        assert!(line0.starts_with("const re = /[\\u{41}-\\u{5a}"), "{line0}");
        assert!(!line0.contains("\\p{"));
        let boom = line0.find("boom").unwrap() as u32;
        assert_eq!(l.map.lookup(0, boom), Some((0, src.find("boom").unwrap() as u32)));
        assert!(l.text.contains("/\\p{L}/g;"), "no u flag: left alone");
        let e = lower("let x = 1;\n  x.match(/a\\p{Nope}/u)", "p.js").unwrap_err();
        assert!(e.syntax && e.message.contains("\\p{Nope}"), "{e:?}");
        assert_eq!((e.line, e.column), (1, 12));
    }

    #[test]
    fn keep_state_makes_top_level_declarations_global_and_maps_positions_back() {
        let src = "const a = 1; let [b] = [2];\nclass C extends Array { m() { return {}; } } C.x = 1;\nexport class D {}\nfunction f() { let inner = 1; const k = 2; class E {} }\n";
        let l = lower_kept(src, "p.js").unwrap();
        let lines: Vec<&str> = l.text.lines().collect();
        assert_eq!(lines[0], "var   a = 1; var [b] = [2];");
        assert_eq!(lines[1], "var C = class C extends Array { m() { return {}; } }; C.x = 1;");
        assert_eq!(lines[2], "       var D = class D {};");
        assert_eq!(lines[3], "function f() { let inner = 1; const k = 2; class E {} }");
        // `C.x` moved right by the 8 columns of `var C = ` and the `;`.
        let at = lines[1].find("C.x").unwrap() as u32;
        assert_eq!(l.map.lookup(1, at), Some((1, at - 9)));
        // Without keep-state nothing changes.
        assert!(lower(src, "p.js").unwrap().text.starts_with("const a = 1; let [b] = [2];\nclass C extends"));
    }

    fn body(src: &str) -> String {
        let l = lower(src, "p.js").unwrap();
        l.text[..l.text.rfind("\n//# sourceURL=").unwrap()].to_string()
    }

    #[test]
    fn async_bodies_note_what_escapes_them() {
        let guard = "}catch(__ggE){throw __ggEscaped(__ggE)}";
        assert_eq!(body("async function main() { go(); }"), format!("async function main() {{try{{ go(); {guard}}}"));
        assert_eq!(body("const f = async (a) => { a(); };"), format!("const f = async (a) => {{try{{ a(); {guard}}};"));
        assert_eq!(body("const f = async x => x.y;"), format!("const f = async x => {{try{{return x.y{guard}}};"));
        assert_eq!(
            body("class A { async m() { x(); } static async *g() {} }"),
            format!("class A {{ async m() {{try{{ x(); {guard}}} static async *g() {{try{{{guard}}} }}")
        );
        assert_eq!(body("f(async () => a ? b : c, 1)"), format!("f(async () => {{try{{return a ? b : c{guard}}}, 1)"));
        // A concise body ends where a semicolon would be inserted.
        assert_eq!(
            body("const f = async x => x\nfoo()\nconst g = async y => y\n  .then(z)"),
            format!(
                "const f = async x => {{try{{return x{guard}}}\nfoo()\nconst g = async y => {{try{{return y\n  .then(z){guard}}}"
            )
        );
        // Nested concise bodies close inner first.
        assert_eq!(
            body("const f = async x => async y => x + y;"),
            format!("const f = async x => {{try{{return async y => {{try{{return x + y{guard}}}{guard}}};")
        );
        // `async` as a name, and calls of a function named async, are left.
        for src in ["const async = 1; async(2); o.async(); ({ async: 1, async })", "async\nfunction f() {}"] {
            assert_eq!(body(src), src);
        }
    }

    #[test]
    fn catch_clauses_note_what_they_catch() {
        assert_eq!(body("try { a(); } catch (e) { b(e); }"), "try { a(); } catch (e) {__ggCaught(e); b(e); }");
        assert_eq!(body("try { a(); } catch { b(); }"), "try { a(); } catch (__ggE){__ggCaught(__ggE); b(); }");
        assert_eq!(
            body("try { a(); } catch ({ message }) { b(message); }"),
            "try {try{ a(); }catch(__ggE){__ggCaught(__ggE);throw __ggE}} catch ({ message }) { b(message); }"
        );
        // A method named catch, and `.catch(…)`, are left.
        for src in ["p.catch((e) => e);", "class A { m() {} catch(e) { return e; } }"] {
            assert_eq!(body(src), src);
        }
    }

    #[test]
    fn rejection_sites_keep_positions_and_leave_unbalanced_text() {
        let src = "async function f() { return boom(); }\nf();";
        let l = lower(src, "p.js").unwrap();
        let line0 = l.text.lines().next().unwrap();
        let at = line0.find("boom").unwrap() as u32;
        assert_eq!(l.map.lookup(0, at), Some((0, src.find("boom").unwrap() as u32)));
        // Unbalanced brackets: the engine reports them in its own words.
        let src = "async function f() { if (x) { }\n";
        assert_eq!(body(src), src);
    }
}
