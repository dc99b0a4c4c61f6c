//! Grants: which capabilities an agent may use.
//!
//! Every operation names the grant it needs in the WIT (`@grant …`), read
//! by `cargo xtask gen` into [`crate::ops`] ([`required`]). A call without
//! its grant still reaches the host, is refused there with `unavailable` and
//! the operation's key, and is recorded like any other call. `docs`,
//! `session` and the views that show text need no grant.
//!
//! The `tools` operations are decided per tool by the registry: a host tool
//! needs `tools`, a bridged MCP server's tool needs `mcp` (every server) or
//! `mcp:<server>` (that one). Those are the only grants with a parameter.
//!
//! `network` is no operation's grant: it lets `shell` commands reach the
//! network (without it they run in a network namespace of their own, with
//! nothing but a loopback of their own). It is not a default.

use std::collections::BTreeSet;

/// Every grant gg knows, in a stable order (`mcp` also comes per server, as
/// `mcp:<server>`).
pub const ALL: &[&str] =
    &["read-files", "write-files", "shell", "network", "tasks", "memories", "context", "skills", "tools", "mcp"];

/// The grants an agent gets when nobody says otherwise: everything but
/// `shell`, `network`, `tools` and `mcp`.
pub const DEFAULT: &[&str] = &["read-files", "write-files", "tasks", "memories", "context", "skills"];

/// A set of grants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grants {
    held: BTreeSet<&'static str>,
    /// `mcp:<server>` grants, by server.
    servers: BTreeSet<String>,
}

impl Default for Grants {
    fn default() -> Self {
        Grants { held: DEFAULT.iter().copied().collect(), servers: BTreeSet::new() }
    }
}

/// Whether `name` is a tool group's (an MCP server's) name: `[a-z][a-z0-9_]*`.
pub fn is_group_name(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

enum Name {
    Fixed(&'static str),
    Server(String),
}

impl Grants {
    /// No grants at all: only `docs`, `session` and text views work.
    pub fn none() -> Grants {
        Grants { held: BTreeSet::new(), servers: BTreeSet::new() }
    }

    /// Every grant, `shell`, `network`, `tools` and `mcp` included.
    pub fn all() -> Grants {
        Grants { held: ALL.iter().copied().collect(), servers: BTreeSet::new() }
    }

    fn known(name: &str) -> Result<Name, String> {
        if let Some(server) = name.strip_prefix("mcp:") {
            if !is_group_name(server) {
                return Err(format!("`{name}`: an MCP server's name is [a-z][a-z0-9_]*"));
            }
            return Ok(Name::Server(server.to_string()));
        }
        ALL.iter()
            .copied()
            .find(|g| *g == name)
            .map(Name::Fixed)
            .ok_or_else(|| format!("unknown grant `{name}` (known: {}, mcp:<server>)", ALL.join(", ")))
    }

    /// Adds a grant by name (`mcp:<server>` for one MCP server).
    pub fn grant(&mut self, name: &str) -> Result<&mut Self, String> {
        match Self::known(name)? {
            Name::Fixed(g) => self.held.insert(g),
            Name::Server(s) => self.servers.insert(s),
        };
        Ok(self)
    }

    /// Removes a grant by name. Denying `mcp` removes every `mcp:<server>`
    /// grant too.
    pub fn deny(&mut self, name: &str) -> Result<&mut Self, String> {
        match Self::known(name)? {
            Name::Fixed(g) => {
                self.held.remove(g);
                if g == "mcp" {
                    self.servers.clear();
                }
            }
            Name::Server(s) => {
                self.servers.remove(&s);
            }
        }
        Ok(self)
    }

    /// Whether the grant is held; `mcp:<server>` is also held through `mcp`.
    pub fn has(&self, name: &str) -> bool {
        match name.strip_prefix("mcp:") {
            Some(server) => self.held.contains("mcp") || self.servers.contains(server),
            None => self.held.contains(name),
        }
    }

    /// Whether any MCP server's tools may be called.
    pub fn has_any_mcp(&self) -> bool {
        self.held.contains("mcp") || !self.servers.is_empty()
    }

    /// The grants held, in a stable order (`mcp:<server>` ones last).
    pub fn names(&self) -> Vec<String> {
        self.held.iter().map(|g| g.to_string()).chain(self.servers.iter().map(|s| format!("mcp:{s}"))).collect()
    }
}

/// The grant an operation needs, or `None` when the WIT decides it needs
/// none (`@grant none`). The decision is the generated registry's
/// ([`gg_membrane::ops::Operation::grant`]); an unknown key needs nothing here
/// because it never reaches a family: the host refuses it first.
pub fn required(operation: &str) -> Option<&'static str> {
    gg_membrane::ops::Operation::from_key(operation).and_then(|op| op.grant())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_leave_out_shell_and_tools() {
        let g = Grants::default();
        assert!(g.has("read-files") && g.has("memories"));
        assert!(!g.has("shell") && !g.has("network") && !g.has("tools") && !g.has("mcp") && !g.has("mcp:github"));
        assert!(Grants::none().grant("network").unwrap().has("network"));
        assert_eq!(required("files.edit-file"), Some("write-files"));
        assert_eq!(required("tools.call"), None);
        assert_eq!(required("files.search"), Some("read-files"));
        assert_eq!(required("views.open-text"), None);
        assert_eq!(required("docs.search"), None);
        assert_eq!(required("session.finish"), None);
        assert!(Grants::none().grant("nope").is_err());
        let mut g = Grants::none();
        g.grant("mcp:github").unwrap();
        assert!(g.has("mcp:github") && !g.has("mcp:jira") && !g.has("mcp") && g.has_any_mcp());
        assert!(Grants::none().grant("mcp:Bad").is_err());
        g.grant("mcp").unwrap();
        assert!(g.has("mcp:jira"));
        g.deny("mcp").unwrap();
        assert!(!g.has_any_mcp());
    }
}
