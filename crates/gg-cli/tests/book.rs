//! The book's runnable examples, run through the real `gg` binary.
//!
//! A fenced block of `docs/src/**/*.md` whose info string carries `gg-run`
//! (```` ```js,gg-run ````, ```` ```ruby,gg-run ````, ```` ```java,gg-run ````,
//! ```` ```python,gg-run ````;
//! `lang=L` picks another arm, as in ```` ```ruby,gg-run,lang=opal ````) is
//! run with `gg run --lang L -` in an empty temporary workspace. It must
//! complete (exit 0), and its standard output must equal the ```` ```text ````
//! block that follows it. One test per language, so a slow arm (Java's
//! first build) does not hold up the others.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The languages a runnable block may name: `gg run --lang`'s names.
const LANGS: [&str; 5] = ["js", "ruby", "opal", "java", "python"];

fn book_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/src").canonicalize().unwrap()
}

/// A fenced block: the line of its opening fence, its info string, its text.
struct Fence {
    line: usize,
    info: String,
    body: String,
}

/// The fenced blocks of a markdown text (backtick fences; a fence closes on
/// a line of at least as many backticks and nothing else, so a longer fence
/// can show a shorter one as text).
fn fences(text: &str) -> Vec<Fence> {
    let mut out = Vec::new();
    let mut open: Option<(usize, usize, String, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let ticks = trimmed.chars().take_while(|&c| c == '`').count();
        if let Some((start, len, info, mut body)) = open.take() {
            if ticks >= len && trimmed[ticks..].trim().is_empty() {
                out.push(Fence { line: start, info, body });
            } else {
                body.push_str(line);
                body.push('\n');
                open = Some((start, len, info, body));
            }
        } else if ticks >= 3 {
            open = Some((i + 1, ticks, trimmed[ticks..].trim().to_string(), String::new()));
        }
    }
    assert!(open.is_none(), "a fence opened at line {} never closes", open.map_or(0, |o| o.0));
    out
}

/// One runnable example: where it is, the arm that runs it, its program and
/// the output the book promises.
struct Example {
    place: String,
    lang: String,
    code: String,
    expected: String,
}

/// Every runnable example of the book, in file order; a malformed one (no
/// `text` block after it, or an unknown language) fails here.
fn examples() -> Vec<Example> {
    fn markdown(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                markdown(&path, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                out.push(path);
            }
        }
    }
    let src = book_src();
    let mut files = Vec::new();
    markdown(&src, &mut files);
    files.sort();
    let mut all = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let blocks = fences(&text);
        for (i, block) in blocks.iter().enumerate() {
            let tokens: Vec<&str> = block.info.split(',').map(str::trim).collect();
            if !tokens.contains(&"gg-run") {
                continue;
            }
            let place = format!("docs/src/{}:{}", file.strip_prefix(&src).unwrap().display(), block.line);
            let lang = tokens.iter().find_map(|t| t.strip_prefix("lang=")).unwrap_or(tokens[0]);
            assert!(LANGS.contains(&lang), "{place}: `{lang}` is not one of {LANGS:?}");
            let expected = blocks.get(i + 1).filter(|next| next.info.split(',').next() == Some("text"));
            let expected =
                expected.unwrap_or_else(|| panic!("{place}: a runnable block needs a ```text block after it"));
            all.push(Example {
                place,
                lang: lang.to_string(),
                code: block.body.clone(),
                expected: expected.body.clone(),
            });
        }
    }
    all
}

/// Runs the book's examples in `lang` and compares each one's output with
/// the book's; every failure is reported, not only the first.
fn check(lang: &str) {
    let mine: Vec<Example> = examples().into_iter().filter(|e| e.lang == lang).collect();
    assert!(!mine.is_empty(), "the book has no runnable {lang} example: its chapter lost its `{lang},gg-run` blocks?");
    let mut failures = Vec::new();
    for example in &mine {
        let workspace = tempfile::tempdir().unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_gg"))
            .args(["run", "--lang", &example.lang, "-"])
            .current_dir(workspace.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("gg runs");
        child.stdin.take().unwrap().write_all(example.code.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        if out.status.code() != Some(0) || stdout != example.expected {
            failures.push(format!(
                "{} (exit {:?})\n--- the book says\n{}--- gg printed\n{}--- gg's stderr\n{}",
                example.place,
                out.status.code(),
                example.expected,
                stdout,
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} book examples differ:\n\n{}",
        failures.len(),
        mine.len(),
        failures.join("\n")
    );
}

#[test]
fn book_javascript_examples_print_what_the_book_says() {
    check("js");
}

#[test]
fn book_ruby_examples_print_what_the_book_says() {
    check("ruby");
}

#[test]
fn book_opal_examples_print_what_the_book_says() {
    check("opal");
}

#[test]
fn book_java_examples_print_what_the_book_says() {
    check("java");
}

#[test]
fn book_python_examples_print_what_the_book_says() {
    check("python");
}

#[test]
fn fences_close_and_nest_as_markdown_says() {
    let text = "````markdown\n```js,gg-run\nx\n```\n````\n\n```js,gg-run\nconsole.log(1);\n```\n\n```text\n1\n```\n";
    let blocks = fences(text);
    let infos: Vec<&str> = blocks.iter().map(|b| b.info.as_str()).collect();
    assert_eq!(infos, ["markdown", "js,gg-run", "text"]);
    assert_eq!(blocks[0].body, "```js,gg-run\nx\n```\n");
    assert_eq!((blocks[1].line, blocks[1].body.as_str()), (7, "console.log(1);\n"));
}
