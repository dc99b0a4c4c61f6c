//! Warm JVMs running gg's Java driver (`checkers/java.compiler.java` +
//! `checkers/jvm.backend.java`, merged into `Driver.java` at build time and
//! run by the JDK's single-file source launcher).
//!
//! The JVMs are served by the one toolchain [`Pool`]: each is lent to one
//! build at a time and retired after [`POLICY`]'s `retire_after` builds,
//! when it fails to answer, when the driver reports itself broken (`fatal`),
//! or after a build that ran it out of memory. The driver states the
//! protocol it speaks at start; one that differs from the pins is refused.
//! There are [`default_size`] JVMs unless `GG_JAVA_POOL` says how many.
//!
//! Each JVM keeps TeaVM's classes loaded (so they stay JIT-compiled) and the
//! classes it read from jars (TeaVM's classlib, gg's runtime, the SDK)
//! parsed across builds; a build's own classes (its directories) are read
//! afresh, and a build in which TeaVM throws drops what was kept.
//! [`JvmPool::warm`] starts a JVM and builds [`PRIMERS`] on it, so the first
//! program finds TeaVM compiled and the common classlib parsed.
//!
//! Caps: a JVM's heap is [`JVM_HEAP_MIB`] (`-Xmx`; a build of a typical
//! program peaks under 300 MiB of resident memory) and its stack 16 MiB
//! (`-Xss`). A program that exhausts either (javac's `StackOverflowError` on
//! a 50,000-term expression, an `OutOfMemoryError` in javac or TeaVM) or
//! takes a build past the policy's ceiling is the model's compile error
//! ([`exhausted`]); a start past its ceiling, and every other failure, is
//! gg's own (a toolchain failure).
//!
//! Where things are found: the JDK at `GG_JAVA_HOME`, else the pinned home
//! (`checkers/java.toolchain.json`); TeaVM's pinned jars at `GG_JAVA_TEAVM`,
//! else `/opt/gg/toolchains/java`, else `~/.local/share/gg-java`, else gg's
//! cache (`<cache>/java/teavm-<version>`, where
//! `packages/gg-sandbox-jvm/fetch.sh` puts them). Missing jars are a
//! toolchain failure naming every place looked.

use crate::toolchain::{LineProcess, Policy, Pool, RequestError, Toolchain, greeting};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The JVM pool's policy: a start (to its handshake) may take two minutes,
/// one build three; a JVM is retired after 64 builds (its resident memory
/// levels off near 1 GiB well before: see packages/gg-sandbox-jvm/NOTES.md).
pub const POLICY: Policy =
    Policy { start_ceiling: Duration::from_secs(120), request_ceiling: Duration::from_secs(180), retire_after: 64 };
/// TeaVM's heap, minimum and maximum alike (TeaVM gives a program its
/// minimum; equal bounds also keep its growth from meeting the adapter's).
pub const HEAP_MIB: u32 = 64;
/// The heap of each JVM running the driver (`-Xmx`).
pub const JVM_HEAP_MIB: u32 = 1024;
/// The seed's pool size: four JVMs, at most one per core.
pub fn default_size() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get()).min(4)
}
/// What [`JvmPool::warm`] builds: programs that reach the classlib most
/// programs use (collections, streams, formatting, records, enums,
/// exceptions), each a different one so that TeaVM's code is compiled for
/// more than one shape.
pub const PRIMERS: [&str; 2] = [
    r#"import java.util.*;
import java.util.stream.*;

public class Program {
    record Item(String name, int qty, double price) {}

    enum Kind { SMALL, LARGE }

    public static void main(String[] args) {
        List<Item> items = new ArrayList<>(List.of(new Item("apple", 3, 0.5), new Item("pear", 12, 0.75)));
        items.sort(Comparator.comparingDouble(Item::price).reversed().thenComparing(Item::name));
        Map<Kind, List<String>> byKind = new TreeMap<>();
        for (Item item : items) {
            Kind kind = item.qty() < 10 ? Kind.SMALL : Kind.LARGE;
            byKind.computeIfAbsent(kind, k -> new ArrayList<>()).add(item.name());
        }
        String names = items.stream().map(Item::name).collect(Collectors.joining(", "));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            sb.append(String.format("%-6s|%5.2f%n", items.get(i % items.size()).name(), Math.sqrt(i)));
        }
        Map<Character, Integer> letters = new HashMap<>();
        for (char c : names.toCharArray()) {
            letters.merge(c, 1, Integer::sum);
        }
        try {
            Object o = Integer.parseInt("x" + byKind);
            System.out.println(o);
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(byKind + " " + names + " " + letters + "\n" + sb);
    }
}
"#,
    r#"import java.util.*;
import java.util.function.*;

public class Program {
    sealed interface Shape permits Circle, Square {}

    record Circle(double r) implements Shape {}

    record Square(double side) implements Shape {}

    static double area(Shape s) {
        return switch (s) {
            case Circle c -> Math.PI * c.r() * c.r();
            case Square q -> q.side() * q.side();
        };
    }

    public static void main(String[] args) {
        Deque<Integer> stack = new ArrayDeque<>();
        Set<String> seen = new LinkedHashSet<>();
        Function<Integer, String> label = n -> n % 2 == 0 ? "even" : "odd";
        for (int i = 0; i < 10; i++) {
            stack.push(i * i);
            seen.add(label.apply(i));
        }
        int[] numbers = stack.stream().mapToInt(Integer::intValue).toArray();
        Arrays.sort(numbers);
        Optional<String> first = seen.stream().findFirst();
        List<Shape> shapes = List.of(new Circle(1.5), new Square(2));
        double total = shapes.stream().mapToDouble(Program::area).sum();
        System.out.printf("%s %s %d %.3f%n", Arrays.toString(numbers), first.orElse("none"), numbers.length, total);
        System.out.println(String.join("/", seen) + " " + Long.MAX_VALUE + " " + Integer.toHexString(255));
    }
}
"#,
];
/// What a refusal for exhausting the compiler starts with.
const TOO_MUCH: &str = "program too deeply nested or too large to compile";

/// The pins gg reads (`checkers/java.toolchain.json`).
#[derive(Debug, Clone, Deserialize)]
struct Pins {
    protocol: u32,
    jdk: JdkPin,
    teavm: TeavmPin,
    jars: Vec<JarPin>,
}

#[derive(Debug, Clone, Deserialize)]
struct JdkPin {
    feature: u32,
    home: String,
}

#[derive(Debug, Clone, Deserialize)]
struct TeavmPin {
    version: String,
}

#[derive(Debug, Clone, Deserialize)]
struct JarPin {
    file: String,
}

#[derive(Debug, Deserialize)]
struct Handshake {
    protocol: u32,
    #[serde(default)]
    teavm: String,
}

/// What a build answered.
#[derive(Debug, Deserialize)]
pub struct Answer {
    pub ok: bool,
    #[serde(default)]
    pub wasm: Option<String>,
    #[serde(default)]
    pub band: Option<String>,
    #[serde(default)]
    pub total: Option<usize>,
    #[serde(default)]
    pub diagnostics: Vec<super::DriverDiagnostic>,
    #[serde(default)]
    pub message: Option<String>,
    #[serde(default)]
    pub fatal: Option<String>,
}

/// The JDK running gg's driver over the pinned jars.
struct Jvm {
    java: PathBuf,
    classpath: String,
    driver: PathBuf,
    runtime_jar: PathBuf,
    teavm_dir: PathBuf,
    pins: Pins,
}

impl Toolchain for Jvm {
    fn what(&self) -> &str {
        "the Java driver"
    }

    fn spawn(&self, ceiling: Duration) -> Result<LineProcess, String> {
        let mut process = LineProcess::spawn(
            Command::new(&self.java)
                .args(["-XX:+UseSerialGC", "-Xss16m", &format!("-Xmx{JVM_HEAP_MIB}m"), "-cp", &self.classpath])
                .arg(&self.driver)
                .arg("--teavm")
                .arg(&self.teavm_dir)
                .arg("--sdk")
                .arg(&self.runtime_jar)
                .env_clear()
                .env("PATH", "/usr/bin:/bin"),
            &self.java.display().to_string(),
        )?;
        let hello = greeting(&mut process, ceiling, self.what())?;
        let hand: Handshake = serde_json::from_str(&hello)
            .map_err(|e| format!("the Java driver's handshake is not JSON ({e}): {hello}"))?;
        if hand.protocol != self.pins.protocol || hand.teavm != self.pins.teavm.version {
            return Err(format!(
                "the Java driver speaks protocol {} with TeaVM {}, the pins say {} with {}: refused",
                hand.protocol, hand.teavm, self.pins.protocol, self.pins.teavm.version
            ));
        }
        Ok(process)
    }

    fn fatal(&self, answer: &serde_json::Value) -> Option<String> {
        answer.get("fatal").and_then(|f| f.as_str()).map(str::to_string)
    }

    fn spent(&self, answer: &serde_json::Value) -> bool {
        let message = answer.get("message").and_then(|m| m.as_str()).unwrap_or("");
        answer.get("band").and_then(|b| b.as_str()) == Some("toolchain") && message.contains(OUT_OF_MEMORY)
    }

    fn exhausted(&self, stderr_tail: &str) -> Option<String> {
        stderr_tail.contains(OUT_OF_MEMORY).then(|| exhausted(stderr_tail).unwrap_or_default())
    }
}

const OUT_OF_MEMORY: &str = "java.lang.OutOfMemoryError";
const STACK_OVERFLOW: &str = "java.lang.StackOverflowError";

/// The model's words for a driver failure that is the program exhausting
/// the compiler's stack or heap, read from the failure's stack trace;
/// `None` for any other failure.
pub fn exhausted(trace: &str) -> Option<String> {
    let who = if trace.contains("com.sun.tools.javac") {
        "javac"
    } else if trace.contains("org.teavm") {
        "TeaVM"
    } else {
        "the compiler"
    };
    if trace.contains(STACK_OVERFLOW) {
        Some(format!("{TOO_MUCH}: {who} ran out of stack ({STACK_OVERFLOW})"))
    } else if trace.contains(OUT_OF_MEMORY) {
        Some(format!("{TOO_MUCH}: {who} ran out of its {JVM_HEAP_MIB} MiB of memory ({OUT_OF_MEMORY})"))
    } else {
        None
    }
}

/// The pool of warm JVMs.
pub struct JvmPool {
    pool: Pool<Jvm>,
    /// gg's Java SDK, on every program's classpath.
    sdk_jar: PathBuf,
}

impl std::fmt::Debug for JvmPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JvmPool").field("java", &self.pool.toolchain().java).field("size", &self.pool.size()).finish()
    }
}

/// The places TeaVM's jars may be, in order.
fn teavm_places(version: &str) -> Vec<(String, PathBuf)> {
    let mut places = Vec::new();
    if let Some(d) = std::env::var_os("GG_JAVA_TEAVM") {
        places.push(("GG_JAVA_TEAVM".to_string(), PathBuf::from(d)));
    }
    places.push(("/opt/gg/toolchains/java".into(), PathBuf::from("/opt/gg/toolchains/java")));
    if let Some(h) = std::env::var_os("HOME") {
        places.push(("~/.local/share/gg-java".into(), PathBuf::from(h).join(".local/share/gg-java")));
    }
    let cache = gg_core::cache::cache_dir().join("java").join(format!("teavm-{version}"));
    places.push((cache.display().to_string(), cache));
    places
}

impl JvmPool {
    /// A pool of `size` JVMs (started lazily) over this build's driver.
    pub fn new(size: usize) -> Result<JvmPool, String> {
        let toolchain = gg_guests::java().map_err(|why| format!("this gg was built without the Java arm: {why}"))?;
        let pins: Pins = serde_json::from_str(toolchain.pins).map_err(|e| format!("java.toolchain.json: {e}"))?;
        let hex: String = super::toolchain_digest().iter().take(8).map(|b| format!("{b:02x}")).collect();
        let dir =
            gg_core::cache::cache_dir().join("toolchains").join(format!("java-teavm{}-{hex}", pins.teavm.version));
        let driver = dir.join("Driver.java");
        let runtime_jar = dir.join("gg-sandbox-jvm.jar");
        gg_core::cache::write_once(&driver, toolchain.driver.as_bytes())?;
        gg_core::cache::write_once(&runtime_jar, toolchain.runtime_jar)?;
        let sdk_jar = dir.join("java.sdk.jar");
        gg_core::cache::write_once(&sdk_jar, toolchain.sdk_jar)?;
        let home = std::env::var_os("GG_JAVA_HOME").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(&pins.jdk.home));
        let java = home.join("bin/java");
        if !java.is_file() {
            return Err(format!(
                "the Java arm needs JDK {} at {} (the pinned home; set GG_JAVA_HOME to another)",
                pins.jdk.feature,
                home.display()
            ));
        }
        let places = teavm_places(&pins.teavm.version);
        let teavm_dir = places
            .iter()
            .map(|(_, p)| p)
            .find(|p| pins.jars.iter().all(|j| p.join(&j.file).is_file()))
            .cloned()
            .ok_or_else(|| {
                let looked: Vec<&str> = places.iter().map(|(n, _)| n.as_str()).collect();
                format!(
                    "TeaVM {}'s pinned jars are missing (looked in {}); fetch them with packages/gg-sandbox-jvm/fetch.sh",
                    pins.teavm.version,
                    looked.join(", ")
                )
            })?;
        let mut classpath: Vec<String> =
            pins.jars.iter().map(|j| teavm_dir.join(&j.file).display().to_string()).collect();
        classpath.push(runtime_jar.display().to_string());
        let jvm = Jvm { java, classpath: classpath.join(":"), driver, runtime_jar, teavm_dir, pins };
        Ok(JvmPool { pool: Pool::new(jvm, POLICY, size), sdk_jar })
    }

    /// The JVMs' state.
    pub fn state(&self) -> crate::toolchain::PoolState {
        self.pool.state()
    }

    /// Starts one JVM now and builds [`PRIMERS`] on it, so the first build
    /// pays neither the JVM's start nor TeaVM's first, cold, builds. A primer
    /// that does not build is gg's own failure.
    pub fn warm(&self) -> Result<(), String> {
        self.pool.warm()?;
        // Several runtimes in one process may warm at once: each primer build its own directory.
        static PRIMED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let work = gg_core::cache::cache_dir().join("java").join("work");
        for (n, primer) in PRIMERS.iter().enumerate() {
            let serial = PRIMED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let dir = work.join(format!("primer-{}-{serial}", std::process::id()));
            let written = std::fs::create_dir_all(&dir)
                .and_then(|()| std::fs::write(dir.join("Program.java"), primer))
                .and_then(|()| std::fs::write(dir.join("GgEntry.java"), super::GG_ENTRY));
            let built = written.map_err(|e| format!("the Java warm-up workspace {}: {e}", dir.display()));
            let answer = built.and_then(|()| self.build(&dir));
            let _ = std::fs::remove_dir_all(&dir);
            match answer? {
                answer if answer.ok => {}
                answer => return Err(format!("the Java warm-up program {n} did not build: {answer:?}")),
            }
        }
        Ok(())
    }

    /// Builds `Program.java` (+ `GgEntry.java`) in `workspace` into
    /// `workspace/program.wasm`. `Err` is gg's own failure.
    pub fn build(&self, workspace: &Path) -> Result<Answer, String> {
        self.build_with(workspace, "Program.java", &[])
    }

    /// Builds the program's `file` (+ `GgEntry.java`) in `workspace`, against
    /// code modules' class directories as well.
    pub fn build_with(&self, workspace: &Path, file: &str, modules: &[PathBuf]) -> Result<Answer, String> {
        let mut classpath = vec![self.sdk_jar.clone()];
        classpath.extend(modules.iter().cloned());
        self.request(serde_json::json!({
            "workspace": workspace,
            "sources": [file, "GgEntry.java"],
            "own": [file],
            "classes": workspace.join("classes"),
            "classpath": classpath,
            "target": workspace.join("program.wasm"),
            "main": "GgEntry",
            "heap_mib": HEAP_MIB,
            "optimization": "ADVANCED",
        }))
    }

    /// Compiles one code module, `lib/<key>.java` in `workspace`, with javac
    /// alone, into `workspace/classes`.
    pub fn compile_module(&self, workspace: &Path, key: &str) -> Result<Answer, String> {
        self.compile_alone(workspace, &format!("lib/{key}.java"))
    }

    /// Compiles one source file, `file` (relative to `workspace`), with javac
    /// alone against the SDK, into `workspace/classes`.
    pub fn compile_alone(&self, workspace: &Path, file: &str) -> Result<Answer, String> {
        self.compile_together(workspace, &[file])
    }

    /// Compiles source files (relative to `workspace`) with one javac run
    /// against the SDK, into `workspace/classes`.
    pub fn compile_together(&self, workspace: &Path, files: &[&str]) -> Result<Answer, String> {
        self.request(serde_json::json!({
            "workspace": workspace,
            "sources": files,
            "own": files,
            "classes": workspace.join("classes"),
            "classpath": [&self.sdk_jar],
            "target": "",
        }))
    }

    /// One driver request on this process's JVMs, answered as the driver
    /// answered it (the daemon's half of [`super::daemon`]).
    pub fn raw(&self, request: serde_json::Value) -> Result<serde_json::Value, RequestError> {
        self.pool.request(request)
    }

    /// One request; a program that exhausts the compiler is answered as a
    /// `compile` refusal, unlocated, in the request's first own file.
    fn request(&self, request: serde_json::Value) -> Result<Answer, String> {
        let file = request["own"][0].as_str().unwrap_or("Program.java").to_string();
        let refused = |message: String| Answer {
            ok: false,
            wasm: None,
            band: Some("compile".into()),
            total: Some(1),
            diagnostics: vec![super::DriverDiagnostic { file: file.clone(), line: 0, column: 0, message }],
            message: None,
            fatal: None,
        };
        // A one-shot CLI process asks the shared daemon first.
        let from_daemon = if super::daemon::enabled() { Some(super::daemon::request(&request)) } else { None };
        let answer = match from_daemon {
            Some(Ok(answer)) => Ok(answer),
            Some(Err(Some(e))) => Err(e),
            Some(Err(None)) | None => self.pool.request(request),
        };
        let answer = match answer {
            Ok(answer) => answer,
            Err(RequestError::Exhausted(message)) => return Ok(refused(message)),
            Err(RequestError::Failed(message)) => return Err(message),
        };
        let answer: Answer =
            serde_json::from_value(answer).map_err(|e| format!("the Java driver answered badly: {e}"))?;
        if answer.band.as_deref() == Some("toolchain")
            && let Some(message) = answer.message.as_deref().and_then(exhausted)
        {
            return Ok(refused(message));
        }
        Ok(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_compiler_out_of_stack_or_memory_is_the_programs_and_anything_else_is_not() {
        let javac = "driver: java.lang.IllegalStateException: java.lang.StackOverflowError\n\tat jdk.compiler/com.sun.tools.javac.api.JavacTaskImpl.analyze(JavacTaskImpl.java:383)\nCaused by: java.lang.StackOverflowError\n";
        assert_eq!(
            exhausted(javac).as_deref(),
            Some(
                "program too deeply nested or too large to compile: javac ran out of stack (java.lang.StackOverflowError)"
            )
        );
        let teavm = "TeaVM threw: java.lang.OutOfMemoryError: Java heap space\n\tat org.teavm.model.Program.createVariable(Program.java:40)\n";
        assert_eq!(
            exhausted(teavm).as_deref(),
            Some(
                "program too deeply nested or too large to compile: TeaVM ran out of its 1024 MiB of memory (java.lang.OutOfMemoryError)"
            )
        );
        assert_eq!(exhausted("TeaVM threw: java.lang.NullPointerException\n\tat org.teavm.X.y(X.java:1)\n"), None);
    }
}
