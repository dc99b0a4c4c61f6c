//! `cargo xtask conformance`: each arm's differential corpus
//! (`conformance/<corpus>/`), every program run through the release `gg run`
//! and through the language's reference implementation on this machine, and
//! compared.
//!
//! A program the reference runs to its end must complete under gg with the
//! same standard output, byte for byte. A program the reference ends with an
//! uncaught error must end under gg as a run-time error of the same class
//! (compared by simple name) at the same line, after the same standard
//! output. A program that exits with a status must exit with that status.
//!
//! References: node for JavaScript, the JDK's single-file source launcher
//! (`java File.java`) for Java, and CRuby 3.4 for Ruby: the pinned
//! `@ruby/3.4-wasm-wasi` under node's WASI (`conformance/reference/ruby/`,
//! installed from npm by its package-lock.json), which is CRuby itself
//! compiled to WebAssembly; and CPython 3.13 for Python (pyenv's 3.13.0 on
//! this machine, the newest CPython it has, in a venv under
//! `$CARGO_TARGET_DIR/conformance/python-reference/` with the guest's own
//! numpy and pandas installed from PyPI by
//! `conformance/reference/python/requirements.txt`, pinned by version and
//! hash).
//!
//! Python's versions are reconciled by what is compared: the guest is
//! CPython 3.15, the reference CPython 3.13, so standard output is compared
//! byte for byte, and an uncaught exception by its class (simple name) and
//! the line of the program's innermost frame,
//! never its message or the traceback's text (both change between
//! versions). CPython's report is read from its traceback on stderr: the
//! class from the exception's line after the last frame, the line from the
//! last `File "<program>", line N` frame; `sys.exit(n)` and
//! `raise SystemExit(n)` are the exit status (`sys.exit("text")` is 1). A
//! program whose output differs only by a repr or a message that changed
//! between the versions stays in the corpus, counted as different, and is
//! listed with its reason in `docs/src/languages/python.md`.

mod java_api;

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use xshell::{Shell, cmd};

/// One arm's corpus and how its reference runs.
struct Arm {
    /// The name on the command line and in the figures.
    name: &'static str,
    /// The folder under `conformance/`.
    corpus: &'static str,
    /// gg's `--lang`.
    lang: &'static str,
    ext: &'static str,
}

const ARMS: &[Arm] = &[
    Arm { name: "js", corpus: "js", lang: "js", ext: "js" },
    Arm { name: "java", corpus: "java", lang: "java", ext: "java" },
    Arm { name: "ruby", corpus: "ruby", lang: "ruby", ext: "rb" },
    // The Ruby corpus again, through the Opal arm (seed 000's).
    Arm { name: "opal", corpus: "ruby", lang: "opal", ext: "rb" },
    Arm { name: "python", corpus: "python", lang: "python", ext: "py" },
];

/// How a program ended, as both sides are compared.
#[derive(Debug, PartialEq)]
enum Ending {
    Completed,
    Uncaught {
        class: String,
        line: u32,
    },
    Exited {
        status: i32,
    },
    /// Anything else (a limit, a compile error, a timeout, toolchain failure).
    Other(String),
}

struct Run {
    stdout: String,
    ending: Ending,
}

pub fn run(
    sh: &Shell,
    root: &Path,
    names: &[String],
    filter: Option<&str>,
    prebuilt: Option<&Path>,
) -> Result<(), Box<dyn std::error::Error>> {
    let java_api = names.iter().any(|n| n == "java-api");
    let names: Vec<String> = names.iter().filter(|n| *n != "java-api").cloned().collect();
    let names = &names[..];
    let arms: Vec<&Arm> = if names.is_empty() && java_api {
        Vec::new()
    } else if names.is_empty() {
        ARMS.iter().collect()
    } else {
        names
            .iter()
            .map(|n| {
                // A corpus's name runs every arm that reads it (`ruby`: ruby and opal).
                let by_corpus: Vec<&Arm> = ARMS.iter().filter(|a| a.corpus == n).collect();
                match ARMS.iter().find(|a| a.name == n) {
                    _ if !by_corpus.is_empty() => Ok(by_corpus),
                    Some(a) => Ok(vec![a]),
                    None => Err(format!("no conformance arm `{n}`")),
                }
            })
            .collect::<Result<Vec<_>, _>>()?
            .into_iter()
            .flatten()
            .collect()
    };
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let gg = match prebuilt {
        Some(gg) => gg.to_path_buf(),
        None => {
            cmd!(sh, "cargo build --release -p gg-cli --bin gg").run()?;
            target.join("release/gg")
        }
    };
    let report_dir = target.join("conformance");
    std::fs::create_dir_all(&report_dir)?;
    let mut figures = Vec::new();
    for arm in arms {
        let reference = Reference::prepare(sh, root, &target, arm)?;
        let mut programs: Vec<PathBuf> = std::fs::read_dir(root.join("conformance").join(arm.corpus))?
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == arm.ext))
            .filter(|p| filter.is_none_or(|f| p.to_string_lossy().contains(f)))
            .collect();
        programs.sort();
        let mut same = 0;
        let mut report = String::new();
        for program in &programs {
            let name = program.file_name().unwrap().to_string_lossy().into_owned();
            let theirs = reference.run(program)?;
            let ours = run_gg(&gg, arm, program)?;
            match differ(&theirs, &ours) {
                None => same += 1,
                Some(why) => {
                    println!("DIFF {}/{name}: {why}", arm.name);
                    report.push_str(&format!("## {name}\n{why}\n\n"));
                }
            }
        }
        let figure = format!("{}: {same}/{} identical", arm.name, programs.len());
        println!("{figure}");
        std::fs::write(report_dir.join(format!("{}.md", arm.name)), format!("# {figure}\n\n{report}"))?;
        figures.push(figure);
    }
    if !figures.is_empty() {
        println!("\n{}", figures.join("\n"));
        println!("(differences: {})", report_dir.display());
    }
    if java_api {
        java_api::run(root, &target, &gg, filter)?;
    }
    Ok(())
}

/// Why two runs differ, or `None` when they agree.
fn differ(theirs: &Run, ours: &Run) -> Option<String> {
    let mut why = Vec::new();
    if theirs.ending != ours.ending {
        why.push(format!("ending: reference {:?}, gg {:?}", theirs.ending, ours.ending));
    }
    if theirs.stdout != ours.stdout {
        let (a, b) = (theirs.stdout.lines().collect::<Vec<_>>(), ours.stdout.lines().collect::<Vec<_>>());
        let at = a.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
        let show = |l: &[&str]| l.get(at).map_or("(end of output)".to_string(), |s| format!("{s:?}"));
        why.push(format!("stdout differs at line {}: reference {}, gg {}", at + 1, show(&a), show(&b)));
    }
    (!why.is_empty()).then(|| why.join("\n"))
}

/// The simple name of a class: `java.lang.ArithmeticException` and
/// `ArithmeticException` are the same class to a reader of the report.
fn simple(class: &str) -> String {
    class.rsplit(['.', ':']).next().unwrap_or(class).to_string()
}

/// A fresh directory with the program in it under its own name (so both
/// sides' traces name the same file).
fn stage(program: &Path, as_name: Option<&str>) -> Result<(tempfile::TempDir, PathBuf), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let name = as_name.map_or_else(|| program.file_name().unwrap().to_os_string(), Into::into);
    let file = dir.path().join(name);
    std::fs::copy(program, &file)?;
    Ok((dir, file))
}

/// Runs `command` with a deadline; `None` when it ran past it.
fn output(
    mut command: Command,
    deadline: Duration,
) -> Result<Option<std::process::Output>, Box<dyn std::error::Error>> {
    let mut child = command.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn()?;
    let (mut out, mut err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut out, &mut v).map(|_| v)
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        std::io::Read::read_to_end(&mut err, &mut v).map(|_| v)
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if start.elapsed() > deadline {
            child.kill()?;
            child.wait()?;
            return Ok(None);
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = out.join().map_err(|_| "reader panicked")??;
    let stderr = err.join().map_err(|_| "reader panicked")??;
    Ok(Some(std::process::Output { status, stdout, stderr }))
}

fn run_gg(gg: &Path, arm: &Arm, program: &Path) -> Result<Run, Box<dyn std::error::Error>> {
    let (dir, file) = stage(program, None)?;
    let mut command = Command::new(gg);
    command.args(["run", "--json", "--no-state", "--lang", arm.lang, "--workspace"]).arg(dir.path()).arg(&file);
    let Some(out) = output(command, Duration::from_secs(120))? else {
        return Ok(Run { stdout: String::new(), ending: Ending::Other("gg ran past 120 s".into()) });
    };
    let report: Value = serde_json::from_slice(&out.stdout).map_err(|e| {
        format!("{}: gg printed no outcome ({e}): {}", program.display(), String::from_utf8_lossy(&out.stderr))
    })?;
    let stdout = report["stdout"]["text"].as_str().unwrap_or_default().to_string();
    let end = &report["end"];
    let ending = match end["kind"].as_str().unwrap_or_default() {
        "completed" => Ending::Completed,
        // The program ended itself (`exit 3`, `System.exit(3)`): the
        // reference exits with that status.
        "exit" if end["status"].as_i64().is_some() => {
            Ending::Exited { status: end["status"].as_i64().unwrap_or(0) as i32 }
        }
        "runtime-error" => {
            let class = end["class"].as_str().unwrap_or_default();
            Ending::Uncaught {
                class: simple(class.strip_prefix("Uncaught ").map_or(class, |_| "Uncaught")),
                line: end["location"]["line"].as_u64().unwrap_or(0) as u32,
            }
        }
        kind => Ending::Other(format!("{kind}: {}", short(&end.to_string()))),
    };
    Ok(Run { stdout, ending })
}

fn short(text: &str) -> String {
    if text.len() <= 300 {
        return text.to_string();
    }
    let mut at = 300;
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    format!("{}…", &text[..at])
}

/// The reference implementation of one arm.
enum Reference {
    Node,
    Jdk,
    /// CRuby 3.4 under node's WASI: the runner script.
    Ruby(PathBuf),
    /// CPython 3.11: the reference venv's interpreter.
    Python(PathBuf),
}

impl Reference {
    fn prepare(sh: &Shell, root: &Path, target: &Path, arm: &Arm) -> Result<Reference, Box<dyn std::error::Error>> {
        Ok(match arm.corpus {
            "js" => Reference::Node,
            "java" => Reference::Jdk,
            "python" => Reference::Python(python_reference(sh, root, target)?),
            _ => {
                let dest = target.join("conformance/ruby-reference");
                std::fs::create_dir_all(&dest)?;
                let src = root.join("conformance/reference/ruby");
                for f in ["package.json", "package-lock.json", "run.mjs"] {
                    std::fs::copy(src.join(f), dest.join(f))?;
                }
                if !dest.join("node_modules").exists() {
                    let _dir = sh.push_dir(&dest);
                    cmd!(sh, "npm ci --ignore-scripts --no-audit --no-fund").run()?;
                }
                Reference::Ruby(dest.join("run.mjs"))
            }
        })
    }

    fn run(&self, program: &Path) -> Result<Run, Box<dyn std::error::Error>> {
        let module = std::fs::read_to_string(program)?.starts_with("// conformance: module");
        let stem = program.file_stem().unwrap().to_string_lossy().into_owned();
        let (_dir, file) = stage(program, module.then(|| format!("{stem}.mjs")).as_deref())?;
        let mut command = match self {
            Reference::Node => {
                let mut c = Command::new("node");
                c.arg(&file);
                c
            }
            Reference::Jdk => {
                let mut c = Command::new("java");
                c.arg("-Xss1m").arg(&file);
                c
            }
            Reference::Ruby(runner) => {
                let mut c = Command::new("node");
                c.arg(runner).arg(&file);
                c
            }
            Reference::Python(python) => {
                // The program by its own name (tracebacks then name the
                // file as the guest's do); standard streams in UTF-8, as
                // the guest's are, whatever this machine's locale.
                let mut c = Command::new(python);
                c.arg(file.file_name().unwrap()).env("PYTHONIOENCODING", "utf-8").env("PYTHONDONTWRITEBYTECODE", "1");
                c
            }
        };
        command.current_dir(file.parent().unwrap());
        let Some(out) = output(command, Duration::from_secs(120))? else {
            return Ok(Run { stdout: String::new(), ending: Ending::Other("the reference ran past 120 s".into()) });
        };
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let code = out.status.code().unwrap_or(-1);
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let ending = if code == 0 {
            Ending::Completed
        } else {
            match self {
                Reference::Node => node_uncaught(&stderr, &name),
                Reference::Jdk => jdk_uncaught(&stderr, &name),
                Reference::Ruby(_) => ruby_uncaught(&stderr, &name),
                Reference::Python(_) => python_uncaught(&stderr, &name),
            }
            .unwrap_or(match self {
                // `exit n` and `abort(msg)`, `sys.exit(n)` and
                // `sys.exit("text")`: a status, with or without text.
                Reference::Ruby(_) | Reference::Python(_) => Ending::Exited { status: code },
                _ if stderr.trim().is_empty() => Ending::Exited { status: code },
                _ => Ending::Other(format!("exit {code}: {}", short(stderr.trim()))),
            })
        };
        Ok(Run { stdout, ending })
    }
}

/// The reference venv's interpreter: CPython 3.13 (the newest this machine
/// has: pyenv's 3.13.0, found as `python3.13` or under pyenv's root) with
/// `conformance/reference/python/requirements.txt` installed, made anew when
/// the requirements change.
fn python_reference(sh: &Shell, root: &Path, target: &Path) -> Result<PathBuf, Box<dyn std::error::Error>> {
    let code = "import sys; print(*sys.version_info[:3], sep='.')";
    let pyenv_root = std::env::var_os("PYENV_ROOT")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".pyenv")));
    let mut candidates = vec![PathBuf::from("python3.13")];
    if let Some(versions) = pyenv_root.map(|r| r.join("versions")) {
        let mut found: Vec<PathBuf> = std::fs::read_dir(&versions)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with("3.13."))
            .map(|e| e.path().join("bin/python3.13"))
            .collect();
        found.sort();
        candidates.extend(found);
    }
    let base = candidates
        .into_iter()
        .find(|p| {
            let out = Command::new(p).args(["-c", code]).stderr(Stdio::null()).output();
            out.is_ok_and(|o| o.status.success() && o.stdout.starts_with(b"3.13."))
        })
        .ok_or("the Python reference is CPython 3.13, and none was found: neither `python3.13` on PATH nor pyenv's versions/3.13.*")?;
    let dest = target.join("conformance/python-reference");
    let requirements = root.join("conformance/reference/python/requirements.txt");
    let python = dest.join("bin/python");
    let installed = dest.join("requirements.txt");
    let wanted = std::fs::read_to_string(&requirements)?;
    if !python.exists() || std::fs::read_to_string(&installed).ok().as_deref() != Some(wanted.as_str()) {
        if dest.exists() {
            std::fs::remove_dir_all(&dest)?;
        }
        cmd!(sh, "{base} -m venv {dest}").run()?;
        cmd!(
            sh,
            "{python} -m pip install --quiet --disable-pip-version-check --require-hashes --only-binary=:all: -r {requirements}"
        )
        .run()?;
        std::fs::write(&installed, wanted)?;
    }
    Ok(python)
}

/// CPython's traceback of an uncaught exception: the class from the
/// exception's line (`ValueError: …`, `module.Class: …`, or the bare class)
/// after the last traceback's frames, the line from the last
/// `File "<program>", line N` frame before it (the program's innermost). An
/// exception group's traceback is read inside its `  | ` margin. `None` when
/// stderr holds no traceback (an exit with a status).
fn python_uncaught(stderr: &str, file: &str) -> Option<Ending> {
    let lines: Vec<&str> = stderr
        .lines()
        .map(|l| match l.strip_prefix("  | ").or_else(|| l.strip_prefix("  + ")) {
            Some(inner) => inner,
            None if l == "  |" => "",
            None => l,
        })
        .collect();
    let start = lines.iter().rposition(|l| l.ends_with("Traceback (most recent call last):"))?;
    // The first line after the header that is not indented is the
    // exception's own (a message may go on over further lines).
    let head = start + 1 + lines[start + 1..].iter().position(|l| !l.is_empty() && !l.starts_with([' ', '\t']))?;
    let line = lines[start + 1..head]
        .iter()
        .filter_map(|l| {
            let (path, rest) = l.trim_start().strip_prefix("File \"")?.split_once("\", line ")?;
            let named = path == file || path.ends_with(&format!("/{file}"));
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            named.then(|| digits.parse::<u32>().ok()).flatten()
        })
        .next_back()
        .unwrap_or(0);
    let class = lines[head].split_once(':').map_or(lines[head], |(c, _)| c).trim();
    Some(Ending::Uncaught { class: simple(class), line })
}

/// node's report of an uncaught throw: `path:LINE`, the source line, the
/// caret, a blank line, then `Class: message` (or `Class [Base]: …`, or
/// the thrown value itself when it is not an Error).
fn node_uncaught(stderr: &str, file: &str) -> Option<Ending> {
    let mut lines = stderr.lines().skip_while(|l| l.trim().is_empty());
    let first = lines.next()?;
    // The header names the throw's place; when the throw happened inside
    // the engine (`JSON.parse`'s `undefined:1`), the first frame in the
    // program's file is the model's line.
    let header =
        first.rsplit_once(':').filter(|(path, _)| path.ends_with(file)).and_then(|(_, l)| l.trim().parse().ok());
    let marker = format!("{file}:");
    let framed = stderr.lines().filter(|l| l.trim_start().starts_with("at ")).find_map(|l| {
        let (_, rest) = l.split_once(&marker)?;
        rest.split(':').next()?.parse().ok()
    });
    let line: u32 = header.or(framed).unwrap_or(0);
    if stderr.contains("node --trace-uncaught") {
        // A thrown value that is not an Error: node prints the value itself.
        return Some(Ending::Uncaught { class: "Uncaught".into(), line });
    }
    let rest: Vec<&str> = lines.skip_while(|l| !l.is_empty()).skip(1).collect();
    let head = rest.first()?;
    let traced = rest.get(1).is_some_and(|l| l.trim_start().starts_with("at "));
    let name: String = head.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '$').collect();
    let class = if traced && !name.is_empty() { name } else { "Uncaught".to_string() };
    Some(Ending::Uncaught { class, line })
}

/// The JDK's `Exception in thread "main" java.lang.X: message` and the
/// first `at` frame in the program's file.
fn jdk_uncaught(stderr: &str, file: &str) -> Option<Ending> {
    let head = stderr.lines().find_map(|l| l.strip_prefix("Exception in thread \"main\" "))?;
    let class = head.split(':').next()?.trim();
    let marker = format!("({file}:");
    let line = stderr
        .lines()
        .find_map(|l| l.split_once(&marker).and_then(|(_, r)| r.trim_end_matches(')').parse().ok()))
        .unwrap_or(0);
    Some(Ending::Uncaught { class: simple(class), line })
}

/// CRuby's `file.rb:LINE:in 'where': message (Class)`.
fn ruby_uncaught(stderr: &str, file: &str) -> Option<Ending> {
    let first = stderr.lines().find(|l| l.contains(&format!("{file}:")))?;
    let after = &first[first.find(&format!("{file}:"))? + file.len() + 1..];
    let line: u32 = after.split(':').next()?.parse().ok()?;
    // The class is in the last parentheses of the message's first line.
    let class = first.rsplit_once('(').map(|(_, c)| c.trim_end_matches(')').to_string())?;
    Some(Ending::Uncaught { class: simple(&class), line })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_node_reports() {
        let e = "/tmp/x/a.js:3\n  throw new E(\"boom\");\n  ^\n\nE [Error]: boom\n    at f (/tmp/x/a.js:3:9)\n";
        assert_eq!(node_uncaught(e, "a.js"), Some(Ending::Uncaught { class: "E".into(), line: 3 }));
        let s = "\n/tmp/x/a.js:1\nthrow \"x\";\n^\nlimit exceeded\n(Use `node --trace-uncaught ...` to show where the exception was thrown)\n\nNode.js v20\n";
        assert_eq!(node_uncaught(s, "a.js"), Some(Ending::Uncaught { class: "Uncaught".into(), line: 1 }));
    }

    #[test]
    fn reads_jdk_and_cruby_reports() {
        let j = "Exception in thread \"main\" java.lang.ArithmeticException: / by zero\n\tat Program.div(p.java:9)\n\tat Program.main(p.java:4)\n";
        assert_eq!(jdk_uncaught(j, "p.java"), Some(Ending::Uncaught { class: "ArithmeticException".into(), line: 9 }));
        let r = "m.rb:3:in 'Object#f': undefined local variable or method 'x' for main (NameError)\n\tfrom m.rb:5:in '<main>'\n";
        assert_eq!(ruby_uncaught(r, "m.rb"), Some(Ending::Uncaught { class: "NameError".into(), line: 3 }));
    }

    #[test]
    fn reads_cpython_tracebacks() {
        let t = "Traceback (most recent call last):\n  File \"/tmp/x/p.py\", line 9, in <module>\n    main()\n  File \"/tmp/x/p.py\", line 5, in main\n    return int(s)\n           ^^^^^^\nValueError: invalid literal for int() with base 10: 'x'\n";
        assert_eq!(python_uncaught(t, "p.py"), Some(Ending::Uncaught { class: "ValueError".into(), line: 5 }));
        // A library's frames after the program's; a module-qualified class.
        let m = "Traceback (most recent call last):\n  File \"p.py\", line 4, in <module>\n    df.merge(o, validate=\"1:1\")\n  File \"/v/pandas/core/frame.py\", line 10, in merge\n    raise MergeError(msg)\npandas.errors.MergeError: Merge keys are not unique\n";
        assert_eq!(python_uncaught(m, "p.py"), Some(Ending::Uncaught { class: "MergeError".into(), line: 4 }));
        // A chained exception: the last traceback's class and line; a bare class.
        let c = "Traceback (most recent call last):\n  File \"p.py\", line 2, in <module>\n    d[\"k\"]\nKeyError: 'k'\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File \"p.py\", line 4, in <module>\n    raise Missing\nMissing\n";
        assert_eq!(python_uncaught(c, "p.py"), Some(Ending::Uncaught { class: "Missing".into(), line: 4 }));
        // An exception group: its own class and frames, inside the margin.
        let g = "x\n  + Exception Group Traceback (most recent call last):\n  |   File \"/t/p.py\", line 5, in <module>\n  |     f()\n  |   File \"/t/p.py\", line 2, in f\n  |     raise ExceptionGroup(\"b\", [ValueError(\"a\")])\n  | ExceptionGroup: b (1 sub-exception)\n  +-+---------------- 1 ----------------\n    | ValueError: a\n    +------------------------------------\n";
        assert_eq!(python_uncaught(g, "p.py"), Some(Ending::Uncaught { class: "ExceptionGroup".into(), line: 2 }));
        // `sys.exit("bad input")`: text and a status, no traceback.
        assert_eq!(python_uncaught("bad input\n", "p.py"), None);
    }
}
