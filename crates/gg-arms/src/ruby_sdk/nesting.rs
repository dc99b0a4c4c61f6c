//! The nesting check a Ruby program passes before Opal sees it.
//!
//! Opal's parser and compiler recurse once per level of nesting, and past a
//! few hundred levels they run out of stack; fed 50,000 nested `[` they grow
//! by gigabytes on the way there. So the host refuses, at once, a program
//! whose brackets (`(`, `[`, `{`, counted in code only, by the code
//! [`mask`](super::mask)) nest deeper than [`MAX_DEPTH`], as the model's
//! compile error. CRuby has such limits too, only higher.
//!
//! What this does not count (`do … end` and `begin … end` blocks, nested
//! interpolation, one expression of 50,000 terms) still cannot hurt the
//! host: it meets Opal's own stack limit or the compiler's memory and time
//! caps (see [`compiler`](super::compiler)). A source the mask declines is
//! left to those too.

use super::mask;
use gg_core::outcome::{Diagnostic, End};

/// The deepest bracket nesting handed to Opal (which itself fails between
/// about 250 levels of `{ … }` blocks and 550 of `[`).
pub const MAX_DEPTH: usize = 256;

/// A quoted line longer than this is named in the message instead.
const QUOTED_LINE: usize = 240;

/// Where the program's brackets first nest deeper than [`MAX_DEPTH`]: the
/// 1-based line and column (UTF-16 units) of the bracket that does.
pub fn too_deep(source: &str) -> Option<(u32, u32)> {
    let bytes = source.as_bytes();
    // Cheap first: a program without that many openers at all passes.
    let openers = bytes.iter().filter(|&&b| matches!(b, b'(' | b'[' | b'{')).count();
    if openers <= MAX_DEPTH {
        return None;
    }
    let code = mask::code_mask(bytes).ok()?;
    let mut depth = 0usize;
    for (i, &b) in bytes.iter().enumerate() {
        if !code[i] {
            continue;
        }
        match b {
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Some(place(source, i));
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// The line and column of byte `at`.
fn place(source: &str, at: usize) -> (u32, u32) {
    let before = &source[..at];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = source[start..at].encode_utf16().count() + 1;
    (line as u32, column as u32)
}

/// Why a source nested too deeply is refused, and the place to locate it
/// at: where it goes past the limit, unless that line is too long to quote
/// (then the message names it).
pub fn check(source: &str, file: &str) -> Option<(String, Option<(u32, u32)>)> {
    let (line, column) = too_deep(source)?;
    let mut message = format!("program too deeply nested: brackets nest more than {MAX_DEPTH} levels deep");
    let text = source.split('\n').nth(line as usize - 1).unwrap_or("");
    if text.len() <= QUOTED_LINE {
        return Some((message, Some((line, column))));
    }
    message.push_str(&format!(" (at {file}:{line}:{column})"));
    Some((message, None))
}

/// The refusal of a program nested too deeply ([`check`]).
pub fn refusal(source: &str, file: &str) -> Option<End> {
    let (message, place) = check(source, file)?;
    let location = place.map(|(line, column)| gg_core::locate::locate(source, file, line, column));
    Some(End::CompileError { diagnostics: vec![Diagnostic { message, location }], dropped: 0 })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brackets_in_code_are_counted_and_strings_are_not() {
        let deep = format!("x = {}{}\n", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert_eq!(too_deep(&deep), None);
        let deeper = format!("x = 1\ny = {}1{}\n", "(".repeat(MAX_DEPTH + 1), ")".repeat(MAX_DEPTH + 1));
        assert_eq!(too_deep(&deeper), Some((2, 5 + MAX_DEPTH as u32)));
        let in_string = format!("s = \"{}\"\n# {}\n", "[".repeat(1000), "{".repeat(1000));
        assert_eq!(too_deep(&in_string), None);
        // Closed brackets do not add up.
        assert_eq!(too_deep(&"f([1], {a: 2})\n".repeat(1000)), None);
    }

    #[test]
    fn the_refusal_is_prompt_and_quotes_only_a_short_line() {
        let huge = format!("x = {}{}\nputs x\n", "[".repeat(50_000), "]".repeat(50_000));
        let started = std::time::Instant::now();
        let Some(End::CompileError { diagnostics, .. }) = refusal(&huge, "program.rb") else { panic!("refused") };
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        assert_eq!(
            diagnostics[0].message,
            "program too deeply nested: brackets nest more than 256 levels deep (at program.rb:1:261)"
        );
        assert!(diagnostics[0].location.is_none());
        let lines = format!("data =\n{}", "  [\n".repeat(300));
        let Some(End::CompileError { diagnostics, .. }) = refusal(&lines, "program.rb") else { panic!("refused") };
        let location = diagnostics[0].location.as_ref().expect("a short line is quoted");
        assert_eq!((location.line, location.column, location.source_line.as_str()), (258, 3, "  ["));
    }
}
