//! Which class a Java program is launched from, found as the JDK's source
//! launcher (`java Main.java`) finds it: the first top-level class with a
//! `main` method, whatever its name and whether or not it is `public`, its
//! `main` chosen in JEP 512's order (`static main(String[])`, `static
//! main()`, then an instance `main(String[])` or `main()` on a new object).
//! A file with no class around its `void main()` is a compact source file
//! (JEP 512): gg puts it in a class of its own, after its imports, with the
//! packages a compact file imports and its `IO` class, on the lines the
//! model wrote, so every line number stays the model's.
//!
//! javac wants a public class in a file of its name; the launcher does not.
//! So the file is written under the entry class's name, and `public` is
//! blanked (spaces, so every column stays) on the other top-level types, as
//! the launcher accepts them. The scan is lexical (comments, strings, text
//! blocks and character literals skipped, braces counted): javac itself
//! reports whatever else is wrong with the file.

/// The program as javac is given it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shape {
    /// The class `GgEntry` calls (`Program` when none declares `main`: javac
    /// then reports the program's shape through `GgEntry`).
    pub class: String,
    /// `<class>.java`, the file the source is written to.
    pub file: String,
    /// The source as written for javac: the model's, with `public` blanked
    /// on the top-level types that are not the entry, or wrapped when it is
    /// a compact source file.
    pub source: String,
    /// How `GgEntry` calls the entry.
    pub call: Call,
    /// Bytes gg put before the model's first line (a compact file's
    /// imports and class header): a column javac gives on line 1 is this
    /// much past the model's.
    pub line_one_shift: u32,
}

/// How the entry's `main` is called.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Call {
    StaticArgs,
    Static,
    InstanceArgs,
    Instance,
}

impl Shape {
    /// The statement in `GgEntry.main` that runs the program.
    pub fn statement(&self) -> String {
        let class = &self.class;
        match self.call {
            Call::StaticArgs => format!("{class}.main(args);"),
            Call::Static => format!("{class}.main();"),
            Call::InstanceArgs => format!("new {class}().main(args);"),
            Call::Instance => format!("new {class}().main();"),
        }
    }
}

/// The class a compact source file is put in (the launcher names it after
/// the file; a turn's program has no file name of its own).
const COMPACT_CLASS: &str = "Program";

/// What a compact source file sees without importing it (JEP 512 imports
/// the module `java.base`; these are its packages programs use), and the
/// class opened around the model's members. The nested `IO` stands in for
/// JDK 25's `java.lang.IO`, which the classlib gg compiles against lacks.
const COMPACT_IMPORTS: &str = "import java.util.*; import java.util.function.*; import java.util.stream.*; \
import java.io.*; import java.math.*; import java.time.*; import java.nio.file.*; import java.text.*; \
import java.util.regex.*; import java.util.concurrent.*; import java.nio.charset.*; ";
const COMPACT_OPEN: &str = "final class Program { static final class IO { private IO() {} \
static void println(Object o) { System.out.println(o); } static void println() { System.out.println(); } \
static void print(Object o) { System.out.print(o); System.out.flush(); } } ";

/// Finds the entry of `source` and writes the source javac is given.
pub fn shape(source: &str) -> Shape {
    let tokens = tokens(source);
    let types = top_level_types(&tokens);
    let entry = types.iter().find_map(|t| t.main.map(|call| (t, call)));
    if let Some((entry, call)) = entry {
        let mut bytes = source.as_bytes().to_vec();
        for t in types.iter().filter(|t| t.name != entry.name) {
            if let Some(at) = t.public {
                bytes[at..at + "public".len()].fill(b' ');
            }
        }
        let source = String::from_utf8(bytes).expect("only ASCII bytes were replaced");
        return Shape {
            class: entry.name.clone(),
            file: format!("{}.java", entry.name),
            source,
            call,
            line_one_shift: 0,
        };
    }
    if let Some(call) = compact_main(&tokens) {
        // After the last import (or at the start), on the model's line.
        let at = imports_end(&tokens);
        let mut wrapped = String::with_capacity(source.len() + COMPACT_IMPORTS.len() + COMPACT_OPEN.len() + 4);
        wrapped.push_str(COMPACT_IMPORTS);
        wrapped.push_str(&source[..at]);
        wrapped.push_str(COMPACT_OPEN);
        wrapped.push_str(&source[at..]);
        wrapped.push_str("\n}\n");
        let line_one_shift = COMPACT_IMPORTS.len() + if source[..at].contains('\n') { 0 } else { COMPACT_OPEN.len() };
        return Shape {
            class: COMPACT_CLASS.into(),
            file: format!("{COMPACT_CLASS}.java"),
            source: wrapped,
            call: match call {
                Call::StaticArgs | Call::InstanceArgs => Call::InstanceArgs,
                Call::Static | Call::Instance => Call::Instance,
            },
            line_one_shift: line_one_shift as u32,
        };
    }
    Shape {
        class: "Program".into(),
        file: "Program.java".into(),
        source: source.to_string(),
        call: Call::StaticArgs,
        line_one_shift: 0,
    }
}

/// One token: an identifier or keyword, or one punctuation character, at
/// its byte offset and brace depth.
#[derive(Debug)]
struct Token<'a> {
    text: &'a str,
    at: usize,
    depth: usize,
}

/// The identifiers and punctuation of `source`, without comments and
/// literals (a literal is one token `"`, so it still separates).
fn tokens(source: &str) -> Vec<Token<'_>> {
    let b = source.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut depth) = (0usize, 0usize);
    while i < b.len() {
        let c = b[i];
        match c {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                    i += 1;
                }
                i += 2;
            }
            b'"' if b[i..].starts_with(b"\"\"\"") => {
                out.push(Token { text: "\"", at: i, depth });
                i += 3;
                while i < b.len() && !b[i..].starts_with(b"\"\"\"") {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 3;
            }
            b'"' | b'\'' => {
                out.push(Token { text: "\"", at: i, depth });
                i += 1;
                while i < b.len() && b[i] != c && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80 => {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$' || b[i] >= 0x80) {
                    i += 1;
                }
                out.push(Token { text: &source[start..i], at: start, depth });
            }
            c if c.is_ascii_digit() => {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                    i += 1;
                }
            }
            c if c.is_ascii_whitespace() => i += 1,
            _ => {
                if c == b'}' {
                    depth = depth.saturating_sub(1);
                }
                out.push(Token { text: &source[i..i + 1], at: i, depth });
                if c == b'{' {
                    depth += 1;
                }
                i += 1;
            }
        }
    }
    out
}

/// A top-level type: its name, where its `public` is, and its `main`.
struct TopLevel {
    name: String,
    public: Option<usize>,
    main: Option<Call>,
}

const TYPE_WORDS: &[&str] = &["class", "interface", "enum", "record"];

/// Whether `t` ends a declaration (what follows starts a new one).
fn boundary(t: &Token<'_>) -> bool {
    matches!(t.text, ";" | "{" | "}")
}

fn top_level_types(tokens: &[Token<'_>]) -> Vec<TopLevel> {
    let mut types = Vec::new();
    let mut i = 0;
    while i + 1 < tokens.len() {
        let t = &tokens[i];
        let named = tokens[i + 1].text.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$');
        let after_dot = i > 0 && tokens[i - 1].text == ".";
        if t.depth == 0 && TYPE_WORDS.contains(&t.text) && named && !after_dot {
            let name = tokens[i + 1].text.to_string();
            let mut start = i;
            while start > 0 && !(tokens[start - 1].depth == 0 && boundary(&tokens[start - 1])) {
                start -= 1;
            }
            let public = tokens[start..i].iter().find(|m| m.depth == 0 && m.text == "public").map(|m| m.at);
            let Some(open) = (i..tokens.len()).find(|&j| tokens[j].depth == 0 && tokens[j].text == "{") else {
                break;
            };
            let close = (open + 1..tokens.len()).find(|&j| tokens[j].depth == 0).unwrap_or(tokens.len());
            let main = main_of(&tokens[open + 1..close], 1);
            types.push(TopLevel { name, public, main });
            i = close;
            continue;
        }
        i += 1;
    }
    types
}

/// The `main` a type body (tokens at `depth`) declares, in JEP 512's order.
fn main_of(body: &[Token<'_>], depth: usize) -> Option<Call> {
    let mut found = Vec::new();
    for (k, t) in body.iter().enumerate() {
        if t.depth != depth || t.text != "main" || k == 0 || body[k - 1].text != "void" {
            continue;
        }
        if body.get(k + 1).map(|t| t.text) != Some("(") {
            continue;
        }
        let mut start = k;
        while start > 0 && !(body[start - 1].depth <= depth && boundary(&body[start - 1])) {
            start -= 1;
        }
        let modifiers = &body[start..k];
        if modifiers.iter().any(|m| m.text == "private") {
            continue;
        }
        let is_static = modifiers.iter().any(|m| m.text == "static");
        let args = body.get(k + 2).is_some_and(|t| t.text != ")");
        found.push(match (is_static, args) {
            (true, true) => Call::StaticArgs,
            (true, false) => Call::Static,
            (false, true) => Call::InstanceArgs,
            (false, false) => Call::Instance,
        });
    }
    [Call::StaticArgs, Call::Static, Call::InstanceArgs, Call::Instance].into_iter().find(|c| found.contains(c))
}

/// A compact source file's `main`, declared at the top level.
fn compact_main(tokens: &[Token<'_>]) -> Option<Call> {
    main_of(tokens, 0)
}

/// The byte offset just past the last top-level `import …;`, or 0.
fn imports_end(tokens: &[Token<'_>]) -> usize {
    let (mut end, mut i) = (0, 0);
    while tokens.get(i).is_some_and(|t| t.text == "import") {
        let Some(j) = (i..tokens.len()).find(|&j| tokens[j].text == ";") else { break };
        end = tokens[j].at + 1;
        i = j + 1;
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_class_with_main_is_the_entry() {
        let s = shape(
            "import java.util.*;\n\npublic class Helper { static int f() { return 1; } }\n\npublic class Main {\n  public static void main(String[] args) { }\n}\n",
        );
        assert_eq!((s.class.as_str(), s.file.as_str(), s.call), ("Main", "Main.java", Call::StaticArgs));
        assert!(s.source.contains("\n       class Helper"), "{}", s.source);
        assert!(s.source.contains("public class Main"));
    }

    #[test]
    fn strings_and_comments_do_not_count() {
        let s = shape(
            "// class Fake { public static void main(String[] a) {} }\nclass Solution {\n  static String t = \"class X { void main() {} }\";\n  static char c = '{';\n  public static void main(String... a) {}\n}\n",
        );
        assert_eq!((s.class.as_str(), s.call), ("Solution", Call::StaticArgs));
    }

    #[test]
    fn an_instance_main_is_called_on_a_new_object() {
        let s = shape("class Main {\n  void main() { System.out.println(1); }\n}\n");
        assert_eq!(s.statement(), "new Main().main();");
        let s = shape("class Main {\n  void main() {}\n  static void main(String[] a) {}\n}\n");
        assert_eq!(s.statement(), "Main.main(args);");
    }

    #[test]
    fn a_compact_file_is_wrapped_on_the_models_lines() {
        let source = "import java.util.List;\n\nvoid main() {\n  IO.println(List.of(1));\n}\n";
        let s = shape(source);
        assert_eq!((s.class.as_str(), s.call), ("Program", Call::Instance));
        assert_eq!(s.source.lines().nth(2), Some("void main() {"));
        assert_eq!(s.source.lines().count(), source.lines().count() + 2);
        // The class opens on line 1 after the import: the shift counts both.
        assert_eq!(s.line_one_shift as usize, COMPACT_IMPORTS.len() + COMPACT_OPEN.len());
        let s = shape("import java.util.List;\n\nvoid main() {}\n");
        assert_eq!(s.source.lines().next().map(|l| l.ends_with(COMPACT_OPEN)), Some(true));
        let s = shape("void main() { System.out.println(1); }\n");
        assert_eq!(s.line_one_shift as usize, COMPACT_IMPORTS.len() + COMPACT_OPEN.len());
    }

    #[test]
    fn no_main_keeps_program() {
        let s = shape("class Foo { }\n");
        assert_eq!((s.class.as_str(), s.file.as_str()), ("Program", "Program.java"));
    }
}
