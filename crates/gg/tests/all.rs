//! The runtime crate's integration tests, one module per concern, linked
//! into one test binary: every binary carries wasmtime and the embedded
//! guests, so one binary instead of eleven keeps the build's disk and link
//! time small. nextest still runs each test in its own process.

mod catalogue;
mod embedding;
mod fixtures;
mod host_costs;
mod instructions;
mod java_libraries;
mod java_math;
mod java_pool;
mod js_messages;
mod marshalling;
mod registry;
mod session;
mod shell_sandbox;
mod tidy;
