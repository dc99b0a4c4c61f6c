//! The Ruby arm (in progress): Opal compiles the model's Ruby to JavaScript
//! on the host, in a pool of warm node processes ([`compiler`]); a guest with
//! Opal's runtime pre-initialised will evaluate it.
//!
//! What works today: preparation. `gg check program.rb` compiles through the
//! real, pinned Opal and reports a syntax error (Opal's words, the model's
//! line) or a compile error. Running a Ruby program fails loudly as a
//! toolchain failure until the guest component exists.
//!
//! [`mask`] is the byte-level code mask the code-module export scan reads.

pub mod compiler;
pub mod mask;
