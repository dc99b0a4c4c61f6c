//! The export scan: which names a Ruby code module offers at `lib.<key>`.
//!
//! A module's names are its top-level methods, `def name` and
//! `def self.name`, in source order, with Ruby's own privacy honoured: a bare
//! `private` (or `protected`) line makes every method below it private until
//! a bare `public`, `private def name` makes that one private, and
//! `private :a, :b` makes the named ones private. Each name carries its `def`
//! line as its declaration and the comment block written right above it.
//! Constants are not names: one assigned inside the `Module.new` block
//! belongs to the block's lexical scope, not to the module.
//!
//! The scan reads the text through [`super::mask`], so a `def` inside a
//! string, heredoc or comment is not taken for one the module declares, and
//! it counts `end`s against the keywords that open a body to know what is at
//! the top level. It is not a parser: when the mask declines (a regex literal
//! holding a quote) the scan declines too, and the arm then offers every
//! method the module defined (privacy cannot be told).

use crate::ruby_sdk::mask::{Decline, blank_non_code};

/// One name a module offers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Export {
    pub name: String,
    /// `def self.name` rather than `def name`.
    pub singleton: bool,
    pub private: bool,
    /// 1-based line of the `def`.
    pub line: u32,
    /// The `def` line as the author wrote it, trimmed.
    pub declaration: String,
    /// The comment block right above the `def`, without its `#` marks.
    pub doc: String,
}

/// Keywords that open a body closed by `end` wherever they stand.
const ALWAYS_OPENS: &[&str] = &["class", "module", "def", "begin", "case", "do", "for"];
/// Keywords that open a body only at the start of a statement (elsewhere
/// they are modifiers: `x = 1 if y`).
const STATEMENT_OPENS: &[&str] = &["if", "unless", "while", "until"];

/// Scans a module's source for its top-level methods.
pub fn scan(source: &str) -> Result<Vec<Export>, Decline> {
    let code = blank_non_code(source)?;
    let original: Vec<&str> = source.split('\n').collect();
    let mut exports: Vec<Export> = Vec::new();
    let mut depth: usize = 0;
    let mut private_below = false;
    let mut named_private: Vec<String> = Vec::new();
    for (index, line) in code.split('\n').enumerate() {
        let tokens = tokenize(line);
        let words: Vec<&str> = tokens.iter().map(|t| t.text).collect();
        if depth == 0 {
            match words.as_slice() {
                ["private"] | ["protected"] => private_below = true,
                ["public"] => private_below = false,
                [vis @ ("private" | "protected" | "public"), rest @ ..] if rest.first().is_some_and(|w| *w == ":") => {
                    let names = symbols(rest);
                    if *vis == "public" {
                        named_private.retain(|n| !names.contains(n));
                    } else {
                        named_private.extend(names);
                    }
                }
                _ => {}
            }
        }
        // Where on the line a statement starts: its first token, and after `;`.
        let mut statement_start = true;
        let mut loop_on_line = false;
        let mut i = 0;
        while i < tokens.len() {
            let t = &tokens[i];
            let after_dot = i > 0 && (tokens[i - 1].text == "." || tokens[i - 1].text == "::");
            let before_colon = t.symbol;
            if t.text == ";" {
                statement_start = true;
                i += 1;
                continue;
            }
            let keyword = !after_dot && !before_colon;
            if keyword && t.text == "def" {
                let (name, singleton, endless, consumed) = def_name(&tokens[i + 1..]);
                if depth == 0
                    && let Some(name) = &name
                {
                    let private_prefix = i > 0 && matches!(tokens[i - 1].text, "private" | "protected");
                    exports.push(Export {
                        name: name.clone(),
                        singleton,
                        private: private_below || private_prefix,
                        line: index as u32 + 1,
                        declaration: original.get(index).map(|l| l.trim().to_string()).unwrap_or_default(),
                        doc: doc_above(&original, index),
                    });
                }
                if !endless {
                    depth += 1;
                }
                i += 1 + consumed;
                statement_start = false;
                continue;
            }
            if keyword && t.text == "end" {
                depth = depth.saturating_sub(1);
            } else if keyword && ALWAYS_OPENS.contains(&t.text) {
                // `while x do` opens one body, not two.
                if !(t.text == "do" && loop_on_line) {
                    depth += 1;
                }
                if t.text == "for" {
                    loop_on_line = true;
                }
            } else if keyword && STATEMENT_OPENS.contains(&t.text) && (statement_start || opens_value(&tokens, i)) {
                depth += 1;
                if matches!(t.text, "while" | "until") {
                    loop_on_line = true;
                }
            }
            statement_start = false;
            i += 1;
        }
    }
    for e in &mut exports {
        if named_private.contains(&e.name) {
            e.private = true;
        }
    }
    Ok(exports)
}

/// A keyword right after `=`, `(`, `,`, `||`, `&&`, `return` or the like opens
/// a value (`x = if y … end`) rather than modifying one.
fn opens_value(tokens: &[Token<'_>], i: usize) -> bool {
    i > 0 && matches!(tokens[i - 1].text, "=" | "(" | "," | "||" | "&&" | "return" | "[" | "+=" | "||=" | "<<")
}

#[derive(Debug)]
struct Token<'a> {
    text: &'a str,
    /// An identifier written as a symbol or a keyword argument label
    /// (`:end`, `if:`), never a keyword.
    symbol: bool,
}

/// Splits one line of blanked code into identifiers and punctuation.
fn tokenize(line: &str) -> Vec<Token<'_>> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_alphabetic() || c == b'_' || c == b'@' || c == b'$' || c >= 0x80 {
            let start = i;
            i += 1;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] >= 0x80) {
                i += 1;
            }
            if i < bytes.len() && matches!(bytes[i], b'?' | b'!') && bytes.get(i + 1) != Some(&b'=') {
                i += 1;
            }
            let label = bytes.get(i) == Some(&b':') && bytes.get(i + 1) != Some(&b':');
            let sigil = start > 0 && bytes[start - 1] == b':' && (start < 2 || bytes[start - 2] != b':');
            out.push(Token { text: &line[start..i], symbol: label || sigil });
        } else if c.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'.') {
                i += 1;
            }
            out.push(Token { text: &line[start..i], symbol: false });
        } else {
            let two = line.get(i..i + 2).unwrap_or("");
            let three = line.get(i..i + 3).unwrap_or("");
            let len = if three == "||=" || three == "&&=" {
                3
            } else if matches!(two, "::" | "||" | "&&" | "+=" | "-=" | "==" | "<<" | "=>" | "->" | "**") {
                2
            } else {
                1
            };
            out.push(Token { text: &line[i..i + len], symbol: false });
            i += len;
        }
    }
    out
}

/// The name after `def`, whether it is `self.name`, whether the method is
/// endless (`def name(args) = expr`), and how many tokens that took.
fn def_name(tokens: &[Token<'_>]) -> (Option<String>, bool, bool, usize) {
    let mut i = 0;
    let mut singleton = false;
    if tokens.len() >= 2 && tokens[0].text == "self" && tokens[1].text == "." {
        singleton = true;
        i = 2;
    }
    let Some(first) = tokens.get(i) else { return (None, singleton, false, i) };
    let mut name = first.text.to_string();
    i += 1;
    // A setter (`def name=(v)`) or an operator method keeps its punctuation.
    if tokens.get(i).is_some_and(|t| t.text == "=") && tokens.get(i + 1).is_some_and(|t| t.text == "(") {
        name.push('=');
        i += 1;
    }
    if !name.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_') {
        return (None, singleton, false, i);
    }
    // Endless: after the name and any parenthesised parameters comes `=`.
    let mut j = i;
    if tokens.get(j).is_some_and(|t| t.text == "(") {
        let mut open = 0usize;
        while let Some(t) = tokens.get(j) {
            match t.text {
                "(" => open += 1,
                ")" => {
                    open -= 1;
                    if open == 0 {
                        j += 1;
                        break;
                    }
                }
                _ => {}
            }
            j += 1;
        }
    }
    let endless = tokens.get(j).is_some_and(|t| t.text == "=");
    (Some(name), singleton, endless, i)
}

/// `:a, :b` after `private` as names.
fn symbols(tokens: &[&str]) -> Vec<String> {
    tokens.iter().filter(|t| !matches!(**t, ":" | ",")).map(|t| t.to_string()).collect()
}

/// The `#` comment block right above line `index`.
fn doc_above(lines: &[&str], index: usize) -> String {
    let mut block = Vec::new();
    let mut i = index;
    while i > 0 {
        let line = lines[i - 1].trim();
        let Some(text) = line.strip_prefix('#') else { break };
        block.push(text.strip_prefix(' ').unwrap_or(text).to_string());
        i -= 1;
    }
    block.reverse();
    block.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(source: &str) -> Vec<(String, bool, bool, u32)> {
        scan(source).unwrap().into_iter().map(|e| (e.name, e.singleton, e.private, e.line)).collect()
    }

    fn n(name: &str, singleton: bool, private: bool, line: u32) -> (String, bool, bool, u32) {
        (name.to_string(), singleton, private, line)
    }

    #[test]
    fn top_level_methods_in_order_with_privacy() {
        let src = "\
# Parses a line.
# Returns fields.
def parse(line)
  line.split(',').map do |f|
    f.strip
  end
end

def self.version = \"1\"

private

def helper
  if true then 1 end
end

public

def shown(x) = x
private def hidden; end
def also; end
private :also
";
        assert_eq!(
            names(src),
            vec![
                n("parse", false, false, 3),
                n("version", true, false, 9),
                n("helper", false, true, 13),
                n("shown", false, false, 19),
                n("hidden", false, true, 20),
                n("also", false, true, 21),
            ]
        );
        let first = &scan(src).unwrap()[0];
        assert_eq!(first.doc, "Parses a line.\nReturns fields.");
        assert_eq!(first.declaration, "def parse(line)");
    }

    #[test]
    fn nested_defs_and_strings_are_not_exports() {
        let src = "\
class Helper
  def inner; end
end
TEMPLATE = \"def fake; end\"
NOTE = <<~TXT
  def also_fake
TXT
x = 1 if true
while x < 3 do
  x += 1
end
def real
  y = if x then 2 else 3 end
  [1].each { |v| v }
  :end
end
# def commented
def last; end
";
        assert_eq!(names(src), vec![n("real", false, false, 12), n("last", false, false, 18)]);
    }

    #[test]
    fn declines_on_a_regex_with_a_quote() {
        assert!(scan("def a(s)\n  s =~ /it's/\nend\n").is_err());
    }

    #[test]
    fn bare_regex_is_fine() {
        assert_eq!(
            names("def a(s)\n  s =~ /end/\nend\ndef b; end\n"),
            vec![n("a", false, false, 1), n("b", false, false, 4)]
        );
    }
}
