//! `cargo xtask signatures`: the Ruby SDK's catalogue
//! (`packages/gg-sdk-ruby/signatures.json`), reflected by YARD and committed
//! so that building gg needs no Ruby; `--check` proves it current.

use crate::is_root;
use std::path::Path;
use xshell::{Shell, cmd};

/// Regenerates the catalogue, or (`check`) proves the committed one current.
pub fn run(sh: &Shell, root: &Path, check: bool) -> Result<(), Box<dyn std::error::Error>> {
    let have_yard = cmd!(sh, "ruby -e 'require \"yard\"'").quiet().ignore_stdout().ignore_stderr().run().is_ok();
    if !have_yard {
        if std::env::var_os("CI").is_some() || is_root() {
            println!("xtask: installing Debian's yard (Ruby with YARD) for the Ruby catalogue");
            cmd!(sh, "apt-get install -y --no-install-recommends yard")
                .env("DEBIAN_FRONTEND", "noninteractive")
                .run()?;
        } else {
            return Err(
                "the Ruby catalogue check needs YARD: install Debian's `yard` package (apt-get install yard)".into()
            );
        }
    }
    let committed = root.join("packages/gg-sdk-ruby/signatures.json");
    // A check writes its fresh catalogue into a temporary directory, never
    // into the checkout.
    let scratch = tempfile::tempdir()?;
    let fresh = if check { scratch.path().join("signatures.json") } else { committed.clone() };
    let script = root.join("packages/gg-sdk-ruby/signatures.sh");
    cmd!(sh, "bash {script} {fresh}").run()?;
    if check && std::fs::read(&fresh)? != std::fs::read(&committed)? {
        return Err(format!(
            "{} is stale: the SDK's documentation changed; run `cargo xtask signatures` and commit the result",
            committed.display()
        )
        .into());
    }
    Ok(())
}
