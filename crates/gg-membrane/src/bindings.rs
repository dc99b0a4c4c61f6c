//! The membrane's Rust side: the two `bindgen!`s over `wit/`, one per world
//! (`sandbox`, and `jvm` with the `java` feature, sharing `core`'s types).
//!
//! Host traits (`gg::agent::files::Host`, …) are implemented in
//! `gg-sandbox`; the record and variant types are re-exported as
//! [`crate::api`] (and `gg::api`) for embedders writing their own capabilities.
//!
//! ```
//! use gg_membrane::api::core::{ApiError, ErrorCode};
//! let e = ApiError { operation: "files.read-file".into(), code: ErrorCode::NotFound, message: "no such file".into() };
//! assert_eq!(e.code, ErrorCode::NotFound);
//! ```

wasmtime::component::bindgen!({
    path: "../../wit",
    world: "sandbox",
    // `session.finish` ends the program where it stands: its host function
    // traps once the finish is recorded (see `TurnState::finish_ends`).
    imports: { "gg:agent/session.finish": trappable },
    // A durable session's journal keeps each call's result as JSON and
    // answers the call from it when the program is replayed.
    additional_derives: [serde::Serialize, serde::Deserialize],
});

/// The JVM arms' world: the one `wire` import in, `run` out.
#[cfg(feature = "java")]
pub mod jvm {
    wasmtime::component::bindgen!({
        path: "../../wit",
        world: "jvm",
        with: { "gg:agent/core": crate::gg::agent::core },
        // The wire carries `session.finish` too, which traps once recorded.
        imports: { "gg:agent/wire.call": trappable },
        additional_derives: [serde::Serialize, serde::Deserialize],
    });
}
