//! Language arms: how each language's text becomes something a guest runs,
//! and how the guest's report becomes an outcome in that language's terms.

pub mod java;
pub mod js;
mod line_process;
pub mod ruby;
