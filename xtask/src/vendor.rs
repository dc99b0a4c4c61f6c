//! `cargo xtask vendor --check`: the vendored wasmtime (`vendor/wasmtime`)
//! differs from the crates.io package it was unpacked from only in hunks
//! marked `gg:`. The package is fetched by cargo, by name and version, into
//! a scratch project (its checksum checked against the one `vendor/README.md`
//! records), unpacked, and compared with `diff -ru`; a file only on one
//! side, or a changed hunk without a `gg:` line among its added lines,
//! fails the check.

use std::path::Path;
use xshell::{Shell, cmd};

/// The vendored package, its version and the sha256 of its `.crate`.
const NAME: &str = "wasmtime";
const VERSION: &str = "48.0.8";
const SHA256: &str = "a2afcadb2e7d0417cb8f3f322c66eff49338b288f22290c0ca0bd3e9570732aa";

pub fn check(sh: &Shell, root: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let scratch = tempfile::tempdir()?;
    let project = scratch.path().join("fetch");
    std::fs::create_dir_all(project.join("src"))?;
    std::fs::write(
        project.join("Cargo.toml"),
        format!(
            "[package]\nname = \"vendor-check\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\n[dependencies]\n{NAME} = {{ version = \"={VERSION}\", default-features = false }}\n"
        ),
    )?;
    std::fs::write(project.join("src/lib.rs"), "")?;
    let home = std::env::var_os("CARGO_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")))
        .ok_or("neither CARGO_HOME nor HOME is set")?;
    {
        let _dir = sh.push_dir(&project);
        cmd!(sh, "cargo fetch --quiet").run()?;
    }
    let file = format!("{NAME}-{VERSION}.crate");
    let cache = home.join("registry/cache");
    let krate = std::fs::read_dir(&cache)?
        .flatten()
        .map(|d| d.path().join(&file))
        .find(|p| p.is_file())
        .ok_or_else(|| format!("cargo fetched no {file} into {}", cache.display()))?;
    let digest = cmd!(sh, "sha256sum {krate}").read()?;
    if digest.split_whitespace().next() != Some(SHA256) {
        return Err(format!(
            "{} is not the package vendor/README.md names (sha256 {SHA256}): {digest}",
            krate.display()
        )
        .into());
    }
    let unpacked = scratch.path().join("crate");
    std::fs::create_dir_all(&unpacked)?;
    cmd!(sh, "tar -xzf {krate} -C {unpacked}").run()?;
    let upstream = unpacked.join(format!("{NAME}-{VERSION}"));
    let vendored = root.join("vendor").join(NAME);
    let diff = cmd!(sh, "diff -ru {upstream} {vendored}").ignore_status().read()?;
    let problems = unmarked(&diff);
    if !problems.is_empty() {
        return Err(format!(
            "vendor/{NAME} differs from {NAME} {VERSION} outside gg's marked changes:\n{}",
            problems.join("\n")
        )
        .into());
    }
    let hunks = diff.lines().filter(|l| l.starts_with("@@")).count();
    println!("xtask: vendor/{NAME} is {NAME} {VERSION} plus {hunks} hunks, each marked `gg:`");
    Ok(())
}

/// The problems in a `diff -ru` of upstream against the vendored copy: a
/// file only on one side, and each hunk whose added lines have no `gg:`.
fn unmarked(diff: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut file = String::new();
    let mut hunk: Option<(String, bool)> = None;
    let close = |hunk: &mut Option<(String, bool)>, file: &str, problems: &mut Vec<String>| {
        if let Some((header, false)) = hunk.take() {
            problems.push(format!("{file}: {header} has no `gg:` line"));
        }
    };
    for line in diff.lines() {
        if line.starts_with("Only in ") || line.starts_with("Binary files ") {
            close(&mut hunk, &file, &mut problems);
            problems.push(line.to_string());
        } else if let Some(name) = line.strip_prefix("+++ ") {
            close(&mut hunk, &file, &mut problems);
            file = name.split('\t').next().unwrap_or(name).to_string();
        } else if line.starts_with("@@") {
            close(&mut hunk, &file, &mut problems);
            hunk = Some((line.to_string(), false));
        } else if line.starts_with('+') && line.contains("gg:") {
            if let Some((_, marked)) = hunk.as_mut() {
                *marked = true;
            }
        }
    }
    close(&mut hunk, &file, &mut problems);
    problems
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_hunk_without_a_gg_line_is_found() {
        let diff = "diff -ru a/x.rs b/x.rs\n--- a/x.rs\t1\n+++ b/x.rs\t2\n@@ -1,2 +1,2 @@\n-a\n+b // gg: why\n@@ -9,1 +9,1 @@\n-c\n+d\nOnly in b: extra.rs\n";
        let problems = super::unmarked(diff);
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].contains("@@ -9,1 +9,1 @@"));
        assert!(problems[1].starts_with("Only in b"));
    }
}
