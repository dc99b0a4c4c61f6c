//! `gg.toml`: the operator's settings for a workspace (grants, limits, the
//! skills directory, the state path), read from `--config FILE` or else from
//! `gg.toml` in the workspace. Command-line flags override it.
//!
//! ```toml
//! grants = ["read-files", "write-files", "shell"]  # replaces the default set
//! deny = ["memories"]                               # then removed
//! state = ".gg/state.db"                            # or false for no state
//! skills = "skills"
//!
//! [limits]
//! deadline-seconds = 30
//! memory-mib = 256
//! max-calls = 1000
//! call-timeout-seconds = 60
//! ```
//!
//! Relative paths are relative to the file's directory. Unknown keys are
//! refused, so a misspelt limit never silently does nothing.

use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub grants: Option<Vec<String>>,
    #[serde(default)]
    pub deny: Vec<String>,
    pub state: Option<StateSetting>,
    pub skills: Option<PathBuf>,
    #[serde(default)]
    pub limits: LimitsSetting,
    /// The directory relative paths are resolved against.
    #[serde(skip)]
    pub base: PathBuf,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum StateSetting {
    Enabled(bool),
    Path(PathBuf),
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct LimitsSetting {
    pub deadline_seconds: Option<f64>,
    pub memory_mib: Option<usize>,
    pub max_calls: Option<u32>,
    pub call_timeout_seconds: Option<f64>,
    pub stdout_kib: Option<usize>,
    pub stderr_kib: Option<usize>,
}

impl Config {
    /// Reads `explicit`, else `<workspace>/gg.toml` when it exists.
    pub fn load(explicit: Option<&Path>, workspace: &Path) -> Result<Config, String> {
        let path = match explicit {
            Some(p) => p.to_path_buf(),
            None => {
                let p = workspace.join("gg.toml");
                if !p.exists() {
                    return Ok(Config { base: workspace.to_path_buf(), ..Config::default() });
                }
                p
            }
        };
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut config: Config = toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        config.base = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Ok(config)
    }

    /// A path from the file, made absolute against its directory.
    pub fn resolve(&self, p: &Path) -> PathBuf {
        if p.is_absolute() { p.to_path_buf() } else { self.base.join(p) }
    }
}
