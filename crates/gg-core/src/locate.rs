//! Locating a place in the model's own text: the line quoted, a caret under
//! the column. Shared by every arm; pure.
//!
//! Lines are split as JavaScript counts them (`\n`, `\r`, `\r\n`, U+2028,
//! U+2029), and columns are UTF-16 code units, as engines report them.

use crate::outcome::Location;

/// A JavaScript line terminator.
pub fn is_line_terminator(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}')
}

/// The model's lines, split as JavaScript counts them (`\r\n` is one break).
pub fn source_lines(source: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut start = 0;
    let mut chars = source.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if is_line_terminator(c) {
            lines.push(&source[start..i]);
            let mut end = i + c.len_utf8();
            if c == '\r' && chars.peek().map(|&(_, n)| n) == Some('\n') {
                chars.next();
                end += 1;
            }
            start = end;
        }
    }
    lines.push(&source[start..]);
    lines
}

/// A location in the model's text, with its line quoted and a caret.
pub fn locate(source: &str, file: &str, line: u32, column: u32) -> Location {
    let lines = source_lines(source);
    let text = lines.get(line as usize - 1).copied().unwrap_or("");
    let mut caret = String::new();
    let mut units = 1;
    for ch in text.chars() {
        if units >= column {
            break;
        }
        caret.push(if ch == '\t' { '\t' } else { ' ' });
        units += ch.len_utf16() as u32;
    }
    caret.push('^');
    Location { file: file.to_string(), line, column, source_line: text.to_string(), caret }
}
