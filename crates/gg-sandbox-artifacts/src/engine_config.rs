//! The one wasmtime configuration gg compiles and runs guests under.
//!
//! This file is compiled twice: into the artifacts crate's build script, which
//! precompiles the guests, and into the crate itself, which hands it to the
//! runtime. Settings that shape compiled code live here so both sides agree;
//! a mismatch makes `Component::deserialize_file` refuse the artifact.

/// Bytes of a guest's initial memory image that wasmtime keeps as one
/// copy-on-write image. A wizer snapshot is tens of MiB; below this size it is
/// mapped, not copied, at every instantiation.
pub const DENSE_IMAGE_BYTES: u64 = 512 << 20;

/// Applies gg's compile-relevant settings to `config`.
pub fn configure(config: &mut wasmtime::Config) {
    config.wasm_component_model(true);
    // Deadlines are epoch-based: cheap checks at loop headers and calls.
    config.epoch_interruption(true);
    config.memory_guaranteed_dense_image_size(DENSE_IMAGE_BYTES);
}
