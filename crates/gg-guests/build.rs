//! Builds every guest under `packages/*/build.sh` into `OUT_DIR`, the
//! guests at once (each on its own thread: most of a guest's build waits on
//! npm, node, wizer or a JVM, which two cores can overlap), and embeds each
//! one as built. Nothing is precompiled here: `gg-sandbox` compiles a guest
//! for the machine it runs on the first time it is used, and keeps the
//! result in gg's cache (decision 0026 in `docs/src/decisions/`).
//!
//! Output per guest `<name>`: `<name>.component.wasm` or `<name>.module.wasm`
//! (from the package's build script; a core module is embedded
//! zstd-compressed), plus `artifacts.rs`, the table `src/lib.rs` includes.

use sha2::{Digest, Sha256};
use std::{
    env, fs,
    path::{Path, PathBuf},
    process::Command,
};

/// The guests this crate carries: (artifact name, package directory).
const GUESTS: &[(&str, &str)] = &[("js", "gg-sandbox-js"), ("opal", "gg-sandbox-opal")];

/// Guests that are core modules (WASI preview 1), not components: (artifact
/// name, package directory). Their `build.sh` writes `<name>.module.wasm`;
/// the precompiled module is embedded zstd-compressed (tens of MiB). Built
/// only with this crate's feature of the guest's name (`ruby`, `python`).
const CORE_GUESTS: &[(&str, &str)] = &[("ruby", "gg-sandbox-ruby"), ("python", "gg-sandbox-python")];

/// zstd level for the embedded core modules: tens of MB in seconds.
const ZSTD_LEVEL: i32 = 9;

/// Host-side compilers this crate carries: (arm, bundle, manifest), files a
/// guest's `build.sh` wrote into OUT_DIR beside its component.
const TOOLCHAINS: &[(&str, &str, &str)] = &[("opal", "opal.compiler.cjs", "opal.compiler.json")];

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest.join("../..").canonicalize().expect("workspace root");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    println!("cargo:rerun-if-changed={}", root.join("wit").display());
    println!("cargo:rerun-if-changed={}", root.join("packages/tools").display());
    println!("cargo:rerun-if-env-changed=GG_PREBUILT_GUESTS");
    println!("cargo:rerun-if-env-changed=GG_NO_GUESTS");
    // `GG_NO_GUESTS=1`: a build that carries no guest and no toolchain, for
    // `cargo check` and `cargo clippy` of the crates above in seconds; every
    // turn of such a build fails saying the guest is missing.
    if env::var_os("GG_NO_GUESTS").is_some() {
        fs::write(out.join("artifacts.rs"), "&[]\n").expect("write artifacts.rs");
        fs::write(out.join("toolchains.rs"), "&[]\n").expect("write toolchains.rs");
        fs::write(out.join("java.rs"), "Err(\"built with GG_NO_GUESTS\")\n").expect("write java.rs");
        fs::write(out.join("python.rs"), "None\n").expect("write python.rs");
        return;
    }

    // Every package with a build script is a guest this crate must carry.
    // (Not watched: `packages/` holds node_modules, too big to scan per build.)
    for entry in fs::read_dir(root.join("packages")).expect("packages/").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        // The Java arm (in progress) has no guest component: its packages
        // build the SDK jar and the host-side driver, not a guest.
        const NOT_GUESTS: &[&str] = &["gg-sandbox-jvm", "gg-sandbox-java"];
        if entry.path().join("build.sh").exists()
            && !GUESTS.iter().chain(CORE_GUESTS).any(|(_, p)| *p == name)
            && !NOT_GUESTS.contains(&name.as_str())
        {
            // packages/tools holds scripts the packages share, not a guest.
            panic!("packages/{name}/build.sh is not listed in GUESTS in crates/gg-guests/build.rs");
        }
    }

    const WATCHED: &[&str] = &[
        "build.sh",
        "package.json",
        "package-lock.json",
        "componentize.mjs",
        "src",
        "driver.js",
        "compiler.sh",
        "signatures.json",
        "guest/guest.js",
        "guest/membrane.js",
        "guest/sdk.mjs",
        "guest/libraries.mjs",
        "guest/componentize.mjs",
        "splice.mjs",
        "sjlj.mjs",
        "leb.mjs",
        "compose.mjs",
    ];
    let core = |name: &str| CORE_GUESTS.iter().any(|(n, _)| *n == name);
    let built_core = |name: &str| match name {
        "ruby" => cfg!(feature = "ruby"),
        "python" => cfg!(feature = "python"),
        _ => false,
    };
    let core_guests = CORE_GUESTS.iter().filter(|(name, _)| built_core(name));
    let guests: Vec<(&str, &str)> = GUESTS.iter().chain(core_guests).copied().collect();
    for (_, package) in &guests {
        let dir = root.join("packages").join(package);
        // Inputs only: never a directory the build writes into (guest/generated),
        // whose fresh files would make every build stale. A path that does not
        // exist would do the same, so only existing ones are named.
        for watched in WATCHED {
            let path = dir.join(watched);
            if path.exists() {
                println!("cargo:rerun-if-changed={}", path.display());
            }
        }
    }
    // Every guest, and the Java arm's host side, built at once.
    let java = std::thread::scope(|scope| {
        let builds: Vec<_> = guests
            .iter()
            .map(|&(name, package)| {
                let (dir, out, component) =
                    (root.join("packages").join(package), out.clone(), built_path(&out, name, core(name)));
                scope.spawn(move || build_guest(&dir, &out, name, &component))
            })
            .collect();
        let java = scope.spawn(|| build_java(&root, &out));
        for b in builds {
            if let Err(e) = b.join() {
                std::panic::resume_unwind(e);
            }
        }
        java.join().unwrap_or_else(|e| std::panic::resume_unwind(e))
    });
    let mut table = String::from("&[\n");
    for &(name, package) in &guests {
        let core = core(name);
        let component = built_path(&out, name, core);
        let bytes = fs::read(&component)
            .unwrap_or_else(|e| panic!("{package}/build.sh did not write {}: {e}", component.display()));
        let digest = hex(&Sha256::digest(&bytes));
        let embedded = if core {
            let packed = out.join(format!("{name}.module.wasm.zst"));
            let stamp = out.join(format!("{name}.module.wasm.zst.digest"));
            if fs::read_to_string(&stamp).ok().as_deref() != Some(digest.as_str()) || !packed.exists() {
                let packed_bytes = zstd::bulk::compress(&bytes, ZSTD_LEVEL).expect("zstd-compress the module");
                fs::write(&packed, packed_bytes).expect("write module.wasm.zst");
                fs::write(&stamp, &digest).expect("write digest stamp");
            }
            packed
        } else {
            component.clone()
        };
        // A guest's catalogue is optional while its arm is in progress; the
        // runtime refuses `docs` for an arm without one.
        let catalogue = out.join(format!("{name}.catalogue.json"));
        let catalogue = if catalogue.exists() {
            format!("Some(include_str!({:?}))", catalogue.display().to_string())
        } else {
            "None".to_string()
        };
        table.push_str(&format!(
            "    Guest {{ name: {name:?}, core_module: {core}, zstd: {core}, digest: {digest:?}, wasm: include_bytes!({:?}), catalogue: {catalogue} }},\n",
            embedded.display().to_string(),
        ));
    }
    table.push_str("]\n");
    fs::write(out.join("artifacts.rs"), table).expect("write artifacts.rs");

    let mut table = String::from("&[\n");
    for (arm, bundle, manifest) in TOOLCHAINS {
        let bytes = fs::read(out.join(bundle))
            .unwrap_or_else(|e| panic!("no {bundle} in OUT_DIR after the guests' builds: {e}"));
        let digest = hex(&Sha256::digest(&bytes));
        table.push_str(&format!(
            "    Toolchain {{ arm: {arm:?}, file_name: {bundle:?}, bundle_digest: {digest:?}, bundle: include_bytes!({:?}), manifest: include_str!({:?}) }},\n",
            out.join(bundle).display().to_string(),
            out.join(manifest).display().to_string()
        ));
    }
    table.push_str("]\n");
    fs::write(out.join("toolchains.rs"), table).expect("write toolchains.rs");
    fs::write(out.join("java.rs"), java).expect("write java.rs");
    fs::write(out.join("python.rs"), python_files(&out, guests.iter().any(|(n, _)| *n == "python")))
        .expect("write python.rs");
}

/// The text of `python.rs`: the Python guest's files beside its module (the
/// stdlib zip, gg's runner and SDK), or `None` in a build without it.
fn python_files(out: &Path, built: bool) -> String {
    if !built {
        return "None\n".into();
    }
    let zip = out.join("python.stdlib.zip");
    let bytes =
        fs::read(&zip).unwrap_or_else(|e| panic!("gg-sandbox-python/build.sh did not write {}: {e}", zip.display()));
    let digest = hex(&Sha256::digest(&bytes));
    format!(
        "Some(PythonFiles {{ stdlib_zip: include_bytes!({:?}), stdlib_digest: {digest:?}, runner: include_str!({:?}), sdk: include_str!({:?}) }})\n",
        zip.display().to_string(),
        out.join("python.runner.py").display().to_string(),
        out.join("python.sdk.py").display().to_string(),
    )
}

/// Where `build.sh` of guest `name` writes it.
fn built_path(out: &Path, name: &str, core: bool) -> PathBuf {
    out.join(if core { format!("{name}.module.wasm") } else { format!("{name}.component.wasm") })
}

/// The Java arm's host side: gg-sandbox-jvm's jar (gg's TeaVM plugins and the
/// vendored runtime class, compiled against the pinned TeaVM jars, which
/// `fetch.sh` gets from Maven Central) and the assembled driver. The Java arm
/// needs a pinned JDK that not every machine has, so a failure here does not
/// fail the build: the reason is embedded and every Java turn reports it.
/// Returns the text of `java.rs`.
fn build_java(root: &Path, out: &Path) -> String {
    let pkg = root.join("packages/gg-sandbox-jvm");
    for watched in ["build.sh", "fetch.sh", "assemble.sh", "src", "gen"] {
        println!("cargo:rerun-if-changed={}", pkg.join(watched).display());
    }
    let pins = root.join("checkers/java.toolchain.json");
    for checker in ["java.toolchain.json", "java.compiler.java", "jvm.backend.java"] {
        println!("cargo:rerun-if-changed={}", root.join("checkers").join(checker).display());
    }
    println!("cargo:rerun-if-env-changed=GG_JAVA_HOME");
    let java_out = out.join("java");
    let built = fs::create_dir_all(&java_out)
        .map_err(|e| e.to_string())
        .and_then(|()| run_script(&pkg.join("build.sh"), &java_out, &[]))
        .and_then(|()| run_script(&pkg.join("assemble.sh"), &java_out, &[]))
        .and_then(|()| {
            let sdk = root.join("packages/gg-sandbox-java");
            for watched in ["build.sh", "src"] {
                println!("cargo:rerun-if-changed={}", sdk.join(watched).display());
            }
            // Its tests run in `cargo xtask test`, not in every build.
            run_script(&sdk.join("build.sh"), &java_out.join("java.sdk.jar"), &[("GG_SDK_SKIP_TESTS", "1")])?;
            println!("cargo:rerun-if-changed={}", sdk.join("doclet").display());
            println!("cargo:rerun-if-changed={}", sdk.join("signatures.sh").display());
            run_script(&sdk.join("signatures.sh"), &java_out.join("java.signatures.json"), &[])
        });
    match built {
        Ok(()) => format!(
            "Ok(JavaToolchain {{ driver: include_str!({:?}), runtime_jar: include_bytes!({:?}), sdk_jar: include_bytes!({:?}), catalogue: include_str!({:?}), pins: include_str!({:?}) }})",
            java_out.join("Driver.java").display().to_string(),
            java_out.join("gg-sandbox-jvm.jar").display().to_string(),
            java_out.join("java.sdk.jar").display().to_string(),
            java_out.join("java.signatures.json").display().to_string(),
            pins.display().to_string(),
        ),
        Err(why) => {
            println!("cargo:warning=the Java arm is not built: {}", why.lines().last().unwrap_or(""));
            format!("Err({why:?})")
        }
    }
}

/// Runs `packages/<package>/build.sh OUT_DIR`, or copies a prebuilt component
/// from `GG_PREBUILT_GUESTS` (a directory) when that is set.
fn build_guest(dir: &Path, out: &Path, name: &str, built: &Path) {
    if let Ok(prebuilt) = env::var("GG_PREBUILT_GUESTS") {
        let built = built.file_name().expect("a file name").to_string_lossy().into_owned();
        for file in [built, format!("{name}.catalogue.json")] {
            let from = Path::new(&prebuilt).join(&file);
            if file.ends_with(".catalogue.json") && !from.exists() {
                continue;
            }
            fs::copy(&from, out.join(&file))
                .unwrap_or_else(|e| panic!("GG_PREBUILT_GUESTS: cannot copy {}: {e}", from.display()));
        }
        return;
    }
    let script = dir.join("build.sh");
    let status = Command::new("bash")
        .arg(&script)
        .arg(out)
        .status()
        .unwrap_or_else(|e| panic!("cannot start bash {}: {e}", script.display()));
    if !status.success() {
        panic!("{} failed ({status}); it needs node >= 20 and npm with the npm registry reachable", script.display());
    }
}

/// Runs `bash SCRIPT ARG`; a failure carries the script's stderr.
fn run_script(script: &Path, arg: &Path, env: &[(&str, &str)]) -> Result<(), String> {
    let output = Command::new("bash")
        .arg(script)
        .arg(arg)
        .envs(env.iter().copied())
        .output()
        .map_err(|e| format!("cannot start bash {}: {e}", script.display()))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!("{} failed: {}", script.display(), String::from_utf8_lossy(&output.stderr).trim()))
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
