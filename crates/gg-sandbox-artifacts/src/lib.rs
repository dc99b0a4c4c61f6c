//! The guests gg runs, built and precompiled by this crate's build script.
//!
//! Invariants: every guest here was precompiled with [`configure`], the same
//! configuration the runtime must use to load it; the bytes are embedded, so
//! a `gg` binary needs nothing beside itself at run time. This crate does no
//! I/O at run time.

mod engine_config;

pub use engine_config::{DENSE_IMAGE_BYTES, configure};

/// One precompiled guest component.
#[derive(Debug, Clone, Copy)]
pub struct Guest {
    /// The arm's artifact name, for example `js`.
    pub name: &'static str,
    /// SHA-256 of the component the package's `build.sh` produced.
    pub component_digest: &'static str,
    /// SHA-256 of `cwasm`, computed at build time.
    pub cwasm_digest: &'static str,
    /// The component precompiled for this host (`Engine::precompile_component`).
    pub cwasm: &'static [u8],
    /// The arm's SDK catalogue (JSON), produced by the same build.
    pub catalogue: &'static str,
}

/// Every guest this build carries.
pub static GUESTS: &[Guest] = include!(concat!(env!("OUT_DIR"), "/artifacts.rs"));

/// The guest named `name`, if this build carries it.
pub fn guest(name: &str) -> Option<&'static Guest> {
    GUESTS.iter().find(|g| g.name == name)
}

/// The wasmtime release the guests were precompiled with.
pub const WASMTIME_VERSION: &str = "48.0.8";
