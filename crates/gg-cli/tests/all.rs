//! The command line's integration tests, one module per concern, linked
//! into one test binary (as in `crates/gg/tests/all.rs`); nextest still runs
//! each test in its own process.

mod book;
mod cli;
mod common;
mod durable;
mod fleet;
mod generated;
mod mcp;
mod mcp_bridge;
mod nats_cluster;
mod serve;
mod session;
