//! gg's pure layer: the data a turn is described by and the small
//! functions over it that every layer above shares.
//!
//! Invariant: no wasmtime, no process, no turn state; [`cache`] is the only
//! module that writes (content-addressed, atomic).

pub mod cache;
pub mod control;
pub mod grants;
pub mod journal;
pub mod limits;
pub mod locate;
pub mod outcome;
pub mod report;
pub mod schema;
pub mod sourcemap;
