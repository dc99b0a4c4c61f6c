//! Grants: which capabilities an agent may use.
//!
//! Every operation names the grant it needs in the WIT (`@grant …`), read
//! by `cargo xtask gen` into [`crate::ops`] ([`required`]). A call without
//! its grant still reaches the host, is refused there with `unavailable` and
//! the operation's key, and is recorded like any other call. `docs`,
//! `session` and the views that show text need no grant.

use std::collections::BTreeSet;

/// Every grant gg knows, in a stable order.
pub const ALL: &[&str] = &["read-files", "write-files", "shell", "tasks", "memories", "context", "skills", "tools"];

/// The grants an agent gets when nobody says otherwise: everything but
/// `shell` and `tools`.
pub const DEFAULT: &[&str] = &["read-files", "write-files", "tasks", "memories", "context", "skills"];

/// A set of grants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grants(BTreeSet<&'static str>);

impl Default for Grants {
    fn default() -> Self {
        Grants(DEFAULT.iter().copied().collect())
    }
}

impl Grants {
    /// No grants at all: only `docs`, `session` and text views work.
    pub fn none() -> Grants {
        Grants(BTreeSet::new())
    }

    /// Every grant, `shell` and `tools` included.
    pub fn all() -> Grants {
        Grants(ALL.iter().copied().collect())
    }

    fn known(name: &str) -> Result<&'static str, String> {
        ALL.iter()
            .copied()
            .find(|g| *g == name)
            .ok_or_else(|| format!("unknown grant `{name}` (known: {})", ALL.join(", ")))
    }

    /// Adds a grant by name.
    pub fn grant(&mut self, name: &str) -> Result<&mut Self, String> {
        self.0.insert(Self::known(name)?);
        Ok(self)
    }

    /// Removes a grant by name.
    pub fn deny(&mut self, name: &str) -> Result<&mut Self, String> {
        self.0.remove(Self::known(name)?);
        Ok(self)
    }

    pub fn has(&self, name: &str) -> bool {
        self.0.contains(name)
    }

    /// The grants held, in a stable order.
    pub fn names(&self) -> Vec<&'static str> {
        self.0.iter().copied().collect()
    }
}

/// The grant an operation needs, or `None` when the WIT decides it needs
/// none (`@grant none`). The decision is the generated registry's
/// ([`crate::ops::Operation::grant`]); an unknown key needs nothing here
/// because it never reaches a family: the host refuses it first.
pub fn required(operation: &str) -> Option<&'static str> {
    crate::ops::Operation::from_key(operation).and_then(|op| op.grant())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_leave_out_shell_and_tools() {
        let g = Grants::default();
        assert!(g.has("read-files") && g.has("memories"));
        assert!(!g.has("shell") && !g.has("tools"));
        assert_eq!(required("files.edit-file"), Some("write-files"));
        assert_eq!(required("files.search"), Some("read-files"));
        assert_eq!(required("views.open-text"), None);
        assert_eq!(required("docs.search"), None);
        assert_eq!(required("session.finish"), None);
        assert!(Grants::none().grant("nope").is_err());
    }
}
