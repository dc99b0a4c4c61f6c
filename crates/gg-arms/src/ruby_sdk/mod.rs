//! What the two Ruby arms share, because they load one Ruby SDK source
//! (`packages/gg-sdk-ruby`): its catalogue, the instructions a model reads,
//! the turn's tools declared as Ruby methods ([`tools`]), code modules' keys
//! and the names they offer ([`exports`], over the code mask [`mask`]), and
//! the host's nesting check before a program reaches a Ruby parser
//! ([`nesting`]). Neither arm reaches into the other.

pub mod exports;
pub mod mask;
pub mod nesting;
pub mod tools;

use crate::instructions::Idioms;
use gg_capabilities::Catalogue;
use gg_membrane::api::tools::ToolInfo;
use std::sync::OnceLock;

/// The SDK's catalogue, reflected by YARD (`packages/gg-sdk-ruby/signatures.sh`)
/// and committed; `cargo xtask signatures --check` proves it current.
const SIGNATURES: &str = include_str!("../../../../packages/gg-sdk-ruby/signatures.json");

/// The Ruby SDK's catalogue (what `docs` searches), parsed once: the same
/// for both Ruby arms, which load the same SDK source.
pub fn catalogue() -> Result<&'static Catalogue, String> {
    static CATALOGUE: OnceLock<Result<Catalogue, String>> = OnceLock::new();
    crate::catalogue_once(&CATALOGUE, "the Ruby SDK", "ruby", || Ok(SIGNATURES))
}

/// Instructions for a model writing Ruby against the SDK, with the turn's
/// tools declared as methods (both Ruby arms).
pub fn instructions(all: &[ToolInfo]) -> String {
    let idioms = Idioms {
        language: "Ruby",
        import: "require \"gg\"",
        call: "GG::Tools.<method>(keyword: value)",
        dynamic_call: "GG::Tools.call(name, **arguments)",
        parallel: "GG::Tools.parallel([name, arguments], …)",
        all_tools: "GG::ALL_TOOLS",
        results: "JSON results become ordinary Ruby values. Other results remain strings.",
        failure: "A failed call raises `GG::Core::ApiError` (`code`, `message`) carrying the tool's message; a missing or unknown keyword raises `ArgumentError` before the call leaves the program.",
        completion: "The final Ruby expression becomes the completed program value (shown as `inspect` shows it; `nil` is no value).",
        text: "GG::Session.text(value)",
        finish: "GG::Session.finish(summary)",
        output: "`puts`, `print`, `printf`, `p` and `warn`",
        declarations: "Ruby method signatures",
    };
    let declare = |tool: &ToolInfo, _: &serde_json::Value| tools::declare(tool, all);
    crate::instructions::render(&idioms, all, declare, catalogue().ok())
}

/// A binding key a Ruby program can write: `lib.<key>` is a method call, so
/// the key is a lowercase identifier.
pub fn valid_key(key: &str) -> bool {
    let mut chars = key.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// The public names a module offers, from the export scan; `None` when the
/// scan declined (the guest then offers every method the module defines).
pub fn offered(source: &str) -> Option<Vec<gg_membrane::api::guest::ModuleExport>> {
    let exports = exports::scan(source).ok()?;
    Some(
        exports
            .into_iter()
            .filter(|e| !e.private)
            .map(|e| gg_membrane::api::guest::ModuleExport { name: e.name, singleton: e.singleton })
            .collect(),
    )
}
