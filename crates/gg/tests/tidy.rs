//! Code invariants checked as tests: every Rust module opens with a `//!`
//! doc, and no debugging macros are left behind.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n == "target" || n == "node_modules" || n == "fixtures") {
                continue;
            }
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_module_has_a_doc_and_no_debug_output() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    rust_files(&root.join("crates"), &mut files);
    rust_files(&root.join("xtask"), &mut files);
    assert!(files.len() > 10);
    let mut problems = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        if !text.trim_start().starts_with("//!") {
            problems.push(format!("{}: does not open with a //! module doc", f.display()));
        }
        if text.contains(concat!("dbg", "!(")) {
            problems.push(format!("{}: leftover dbg!", f.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
