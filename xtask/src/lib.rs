//! gg's generators as a library: the `xtask` binary runs them, and the
//! tests run their checks (`gen --check`, `signatures --check`) under plain
//! `cargo test` too (`crates/gg-cli/tests/generated.rs`).

pub mod r#gen;
pub mod signatures;

use std::path::{Path, PathBuf};

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask sits in the workspace").to_path_buf()
}

/// Whether this process runs as root (and may install Debian's packages).
pub fn is_root() -> bool {
    std::process::Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.starts_with(b"0\n"))
}
