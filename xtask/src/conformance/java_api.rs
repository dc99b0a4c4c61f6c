//! `cargo xtask conformance java-api`: the generated differential test of
//! Java's operators and classlib (issue 25).
//!
//! Two generators under `conformance/java-api/` run on the pinned JDK (the
//! source launcher) and write a `Program.java` each: `Operators.java` (the
//! language's operators over NaN, signed zeros, infinities, subnormals,
//! overflow, shifts, casts, concatenation, compound assignment) and
//! `Classlib.java` (the public methods of the classes programs use, found by
//! reflection over the JDK, called over edge and random inputs). Each program
//! prints one line per case; it runs on the JDK and through the release
//! `gg run`, and the lines are compared.
//!
//! A method gg's classlib lacks is not a difference: the generator leaves out
//! what TeaVM's classlib (reflected over) does not declare and what javac at
//! gg's `--release` does not know, and this driver leaves out, round by
//! round, what gg's build reports as not found. Differences whose method is
//! named in `conformance/java-api/known-differences.txt` (descriptor, tab,
//! reason) are counted as known; any other is a failure.

use super::{output, short};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// gg's limits for the generated programs: their output is large.
const GG_TOML: &str = "[limits]\ndeadline-seconds = 120\nstdout-kib = 16384\nmemory-mib = 512\n";

/// `filter`: `operators` or `classlib` runs that half only.
pub fn run(root: &Path, target: &Path, gg: &Path, filter: Option<&str>) -> Result<(), Box<dyn std::error::Error>> {
    let pins: Value = serde_json::from_str(&std::fs::read_to_string(root.join("checkers/java.toolchain.json"))?)?;
    let home = std::env::var_os("GG_JAVA_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(pins["jdk"]["home"].as_str().unwrap_or_default()));
    let java = home.join("bin/java");
    let work = target.join("conformance/java-api");
    std::fs::create_dir_all(&work)?;
    let mut report = String::new();
    let mut failed = false;
    let runs = |half: &str| filter.is_none_or(|f| half.contains(f));

    // The operators.
    if runs("operators") {
        let dir = work.join("operators");
        generate(&java, root, "Operators.java", &[dir.as_os_str().into()])?;
        let theirs = jdk(&java, &dir)?;
        let ours = match gg_run(gg, &dir)? {
            GgRun::Ran(stdout) => stdout,
            GgRun::Refused(text) => return Err(format!("gg refused the operator program: {text}").into()),
        };
        // Lines compared in order: an operator case's key is its first two words.
        let number = |text: &str| {
            text.lines()
                .map(|l| {
                    let mut words = l.splitn(3, ' ');
                    let (a, b, rest) =
                        (words.next().unwrap_or(""), words.next().unwrap_or(""), words.next().unwrap_or(""));
                    format!("{a}_{b} {rest}\n")
                })
                .collect::<String>()
        };
        let diffs = differences(&number(&theirs), &number(&ours));
        let figure = format!("operators: {} cases, {} differences", theirs.lines().count(), diffs.len());
        println!("{figure}");
        for (key, (a, b)) in diffs.iter().take(40) {
            println!("  {key}: JDK {a}, gg {b}");
        }
        failed |= !diffs.is_empty();
        report.push_str(&format!("# {figure}\n\n"));
        for (key, (a, b)) in &diffs {
            report.push_str(&format!("- {key}: JDK `{a}`, gg `{b}`\n"));
        }
    }
    if !runs("classlib") {
        return if failed { Err("java-api: differences from the JDK (see the output)".into()) } else { Ok(()) };
    }

    // The classlib, one program a class: regenerate without what gg's build reports
    // missing, until each builds or fails for another reason.
    let dir = work.join("classlib");
    let excluded = work.join("classlib-excluded.txt");
    std::fs::write(&excluded, "")?;
    let jars = teavm_jars(&pins);
    let mut pending: Option<Vec<String>> = None;
    let mut results: BTreeMap<String, String> = BTreeMap::new();
    let mut unbuilt: BTreeMap<String, String> = BTreeMap::new();
    for _round in 0..10 {
        let mut args: Vec<std::ffi::OsString> = vec![dir.as_os_str().into(), excluded.as_os_str().into()];
        args.extend(jars.iter().map(|j| j.as_os_str().into()));
        generate(&java, root, "Classlib.java", &args)?;
        let classes = pending.take().unwrap_or_else(|| {
            std::fs::read_to_string(dir.join("programs.txt")).unwrap_or_default().lines().map(str::to_string).collect()
        });
        let mut again = Vec::new();
        let mut list = std::fs::read_to_string(&excluded)?;
        for class in classes {
            match gg_run(gg, &dir.join(&class))? {
                GgRun::Ran(stdout) => {
                    results.insert(class, stdout);
                }
                GgRun::Refused(text) => {
                    let missing = not_found(&text);
                    if missing.is_empty() {
                        unbuilt.insert(class, short(&text));
                        continue;
                    }
                    for m in missing {
                        list.push_str(&m);
                        list.push('\n');
                    }
                    again.push(class);
                }
            }
        }
        std::fs::write(&excluded, list)?;
        if again.is_empty() {
            break;
        }
        pending = Some(again);
    }
    let mut theirs = String::new();
    let mut ours = String::new();
    let mut cases: BTreeMap<String, String> = BTreeMap::new();
    for (class, stdout) in &results {
        theirs.push_str(&jdk(&java, &dir.join(class))?);
        ours.push_str(stdout);
        cases.extend(
            std::fs::read_to_string(dir.join(class).join("cases.tsv"))?
                .lines()
                .filter_map(|l| l.split_once('\t'))
                .map(|(k, d)| (k.to_string(), d.to_string())),
        );
    }
    let known: BTreeMap<String, String> =
        std::fs::read_to_string(root.join("conformance/java-api/known-differences.txt"))
            .unwrap_or_default()
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.split_once('\t'))
            .map(|(d, why)| (d.to_string(), why.to_string()))
            .collect();
    let missing: Vec<String> = std::fs::read_to_string(dir.join("missing.txt"))?
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    let methods: BTreeSet<&String> = cases.values().collect();
    let diffs = differences(&theirs, &ours);
    let (mut listed, mut unlisted) = (BTreeMap::new(), BTreeMap::new());
    for (key, pair) in &diffs {
        let method = cases.get(key).cloned().unwrap_or_else(|| key.clone());
        let bucket = if known.contains_key(&method) { &mut listed } else { &mut unlisted };
        bucket.entry(method).or_insert_with(Vec::new).push((key.clone(), pair.clone()));
    }
    let figure = format!(
        "classlib: {} methods checked, {} inputs, {} differences in {} methods ({} inputs in {} methods listed as known), {} methods missing, {} classes not run",
        methods.len(),
        cases.len(),
        diffs.len() - listed.values().map(Vec::len).sum::<usize>(),
        unlisted.len(),
        listed.values().map(Vec::len).sum::<usize>(),
        listed.len(),
        missing.len(),
        unbuilt.len()
    );
    println!("{figure}");
    for (method, cases) in unlisted.iter().take(60) {
        let (key, (a, b)) = &cases[0];
        println!("  {method} ({} inputs), e.g. {key}: JDK {a}, gg {b}", cases.len());
    }
    for (class, why) in &unbuilt {
        println!("  {class}: not run: {why}");
    }
    failed |= !unlisted.is_empty() || !unbuilt.is_empty();
    report.push_str(&format!("\n# {figure}\n\n## Classes not run\n\n"));
    for (class, why) in &unbuilt {
        report.push_str(&format!("- {class}: {why}\n"));
    }
    report.push_str("\n## Differences\n\n");
    for (method, cases) in &unlisted {
        report.push_str(&format!("### {method}\n"));
        for (key, (a, b)) in cases {
            report.push_str(&format!("- {key}: JDK `{a}`, gg `{b}`\n"));
        }
    }
    report.push_str("\n## Known differences\n\n");
    for (method, cases) in &listed {
        report.push_str(&format!("- {method} ({} inputs): {}\n", cases.len(), known[method]));
    }
    report.push_str("\n## Missing in gg\n\n");
    for m in &missing {
        report.push_str(&format!("- {m}\n"));
    }
    let path = target.join("conformance/java-api.md");
    std::fs::write(&path, report)?;
    println!("(report: {})", path.display());
    if failed {
        return Err("java-api: differences from the JDK (see the report)".into());
    }
    Ok(())
}

/// The TeaVM jars gg's Java arm fetched (its classlib, reflected over by
/// the generator), from the pins' list.
fn teavm_jars(pins: &Value) -> Vec<PathBuf> {
    let cache = std::env::var_os("GG_CACHE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(std::env::var_os("HOME").unwrap_or_default()).join(".cache/gg"));
    let dir = cache.join(format!("java/teavm-{}", pins["teavm"]["version"].as_str().unwrap_or_default()));
    pins["jars"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|j| j["file"].as_str())
        .map(|f| dir.join(f))
        .filter(|p| p.exists())
        .collect()
}

fn generate(
    java: &Path,
    root: &Path,
    generator: &str,
    args: &[std::ffi::OsString],
) -> Result<(), Box<dyn std::error::Error>> {
    let mut c = Command::new(java);
    c.current_dir(root).arg(root.join("conformance/java-api").join(generator)).args(args);
    let out = output(c, Duration::from_secs(600))?.ok_or("the generator ran past 600 s")?;
    if !out.status.success() {
        return Err(format!("{generator} failed: {}", String::from_utf8_lossy(&out.stderr)).into());
    }
    Ok(())
}

/// The program's standard output on the JDK (source launcher).
fn jdk(java: &Path, dir: &Path) -> Result<String, Box<dyn std::error::Error>> {
    let mut c = Command::new(java);
    c.current_dir(dir).arg("Program.java");
    let out = output(c, Duration::from_secs(600))?.ok_or("the JDK ran past 600 s")?;
    if !out.status.success() {
        return Err(format!("the JDK failed: {}", String::from_utf8_lossy(&out.stderr)).into());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

enum GgRun {
    Ran(String),
    /// Not built: the outcome's text (its diagnostics name what was missing).
    Refused(String),
}

fn gg_run(gg: &Path, dir: &Path) -> Result<GgRun, Box<dyn std::error::Error>> {
    std::fs::write(dir.join("gg.toml"), GG_TOML)?;
    let mut c = Command::new(gg);
    c.args(["run", "--json", "--no-state", "--lang", "java", "--workspace"]).arg(dir).arg(dir.join("Program.java"));
    let out = output(c, Duration::from_secs(900))?.ok_or("gg ran past 900 s")?;
    let report: Value = serde_json::from_slice(&out.stdout)
        .map_err(|e| format!("gg printed no outcome ({e}): {}", String::from_utf8_lossy(&out.stderr)))?;
    let stdout = report["stdout"]["text"].as_str().unwrap_or_default().to_string();
    match report["end"]["kind"].as_str().unwrap_or_default() {
        "completed" => Ok(GgRun::Ran(stdout)),
        "runtime-error" => Ok(GgRun::Ran(format!("{stdout}\n(gg: {})\n", report["end"]))),
        _ => Ok(GgRun::Refused(report["end"].to_string())),
    }
}

/// The methods a TeaVM build reported as not found, as JVM descriptors
/// (`java.lang.Integer.parseUnsignedInt(Ljava/lang/CharSequence;III)I`).
fn not_found(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut rest = text;
    while let Some(at) = rest.find("Method ") {
        rest = &rest[at + 7..];
        if let Some(end) = rest.find(" was not found") {
            let name = &rest[..end];
            if !name.contains(' ') {
                found.insert(name.to_string());
            }
        }
    }
    found
}

/// Lines that differ, by their key (the text before the first space).
fn differences(theirs: &str, ours: &str) -> Vec<(String, (String, String))> {
    let split = |l: &str| {
        let (k, v) = l.split_once(' ').unwrap_or((l, ""));
        (k.to_string(), v.to_string())
    };
    let ours: BTreeMap<String, String> = ours.lines().map(split).collect();
    let mut diffs = Vec::new();
    let mut seen = BTreeSet::new();
    for line in theirs.lines() {
        let (key, value) = split(line);
        seen.insert(key.clone());
        match ours.get(&key) {
            Some(v) if *v == value => {}
            Some(v) => diffs.push((key, (value, v.clone()))),
            None => diffs.push((key, (value, "(no line)".to_string()))),
        }
    }
    // A line only gg printed (an `if` taken that the JDK did not take).
    for (key, v) in &ours {
        if !seen.contains(key) {
            diffs.push((key.clone(), ("(no line)".to_string(), v.clone())));
        }
    }
    diffs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn not_found_reads_teavm_messages() {
        let t = r#"{"message":"Method java.lang.Integer.sum(II)I was not found","x":"Method java.lang.Character.isIdeographic(I)Z was not found"}"#;
        let got: Vec<_> = not_found(t).into_iter().collect();
        assert_eq!(got, ["java.lang.Character.isIdeographic(I)Z", "java.lang.Integer.sum(II)I"]);
    }

    #[test]
    fn differences_are_by_key() {
        let d = differences("a 1\nb 2\nc 3\n", "a 1\nb 5\n");
        assert_eq!(d, [("b".into(), ("2".into(), "5".into())), ("c".into(), ("3".into(), "(no line)".into()))]);
        let extra = differences("a 1\n", "a 1\nz 9\n");
        assert_eq!(extra, [("z".into(), ("(no line)".into(), "9".into()))]);
    }
}
