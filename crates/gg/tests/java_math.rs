//! Java's `Math` and `StrictMath` through gg give the JDK's `StrictMath`
//! results bit for bit (fdlibm's, which the JDK specifies for
//! `StrictMath`). `java_math/Program.java` runs 10,000 edge and seeded
//! random inputs per function through gg and through the pinned JDK's
//! `java Program.java`, and prints a digest of the results per block of
//! 1,000; a block whose digests differ is run again in both, printing each
//! input, to name the first input the two answer differently.

use gg::{Lang, Runtime, Turn};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

const SOURCE: &str = include_str!("java_math/Program.java");

/// At most this many differing blocks are run again to name an input.
const DUMPS: usize = 4;

/// The JDK the Java arm pins (`GG_JAVA_HOME` overrides it, as for the arm).
fn java_home() -> PathBuf {
    if let Some(home) = std::env::var_os("GG_JAVA_HOME") {
        return PathBuf::from(home);
    }
    let pins = concat!(env!("CARGO_MANIFEST_DIR"), "/../../checkers/java.toolchain.json");
    let pins: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(pins).unwrap()).unwrap();
    PathBuf::from(pins["jdk"]["home"].as_str().expect("java.toolchain.json names the JDK's home"))
}

/// The program with its `DUMP` constant set to `dump`.
fn source(dump: &str) -> String {
    let line = "static final String DUMP = \"\";";
    assert!(SOURCE.contains(line), "Program.java declares DUMP as the test expects");
    SOURCE.replace(line, &format!("static final String DUMP = \"{dump}\";"))
}

fn run_gg(runtime: &Runtime, program: String) -> String {
    let dir = tempfile::tempdir().unwrap();
    let outcome = runtime.run(Turn::new(Lang::Java, program).workspace(dir.path()).without_state());
    assert!(outcome.completed(), "{}", gg::report::render(&outcome));
    assert_eq!(outcome.stdout.dropped_bytes, 0, "the program's output fits gg's stdout limit");
    outcome.stdout.text
}

fn run_jdk(program: String) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("Program.java"), program).unwrap();
    let java = java_home().join("bin/java");
    let out = Command::new(&java)
        .arg("Program.java")
        .current_dir(dir.path())
        .output()
        .unwrap_or_else(|e| panic!("the JDK's {} runs: {e}", java.display()));
    assert!(out.status.success(), "java Program.java: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// `FUNCTION BLOCK VALUE` lines, keyed by function and block.
fn lines(text: &str) -> BTreeMap<(String, String), String> {
    text.lines()
        .map(|l| {
            let parts: Vec<&str> = l.split(' ').collect();
            assert_eq!(parts.len(), 3, "a line is FUNCTION BLOCK VALUE: {l}");
            ((parts[0].to_string(), parts[1].to_string()), parts[2].to_string())
        })
        .collect()
}

/// The first line two dumps of `function`'s block differ at, as the input
/// and both results.
fn first_difference(function: &str, ours: &str, jdk: &str) -> String {
    let (mut a, mut b) = (ours.lines(), jdk.lines());
    loop {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (Some(x), Some(y)) => {
                let (input, want) = y.rsplit_once(' ').unwrap();
                let got = x.rsplit_once(' ').map_or(x, |(_, r)| r);
                let bits = |h: &str| u64::from_str_radix(h, 16).unwrap();
                let args: Vec<String> =
                    input.split(' ').map(|h| format!("{:e} ({h})", f64::from_bits(bits(h)))).collect();
                // round's long travels in a double's bits.
                let value = |h: &str| {
                    if function == "round" {
                        (bits(h) as i64).to_string()
                    } else {
                        format!("{:e}", f64::from_bits(bits(h)))
                    }
                };
                return format!(
                    "input {}: the JDK gives {} ({want}), gg {} ({got})",
                    args.join(", "),
                    value(want),
                    value(got)
                );
            }
            (x, y) => return format!("the dumps differ in length: gg {x:?}, the JDK {y:?}"),
        }
    }
}

#[test]
fn math_and_strict_math_match_the_jdk_bit_for_bit() {
    let runtime = Runtime::new().expect("the runtime loads");
    let jdk = std::thread::spawn(|| run_jdk(source("")));
    let ours = lines(&run_gg(&runtime, source("")));
    let jdk = lines(&jdk.join().unwrap());
    assert_eq!(
        ours.keys().collect::<Vec<_>>(),
        jdk.keys().collect::<Vec<_>>(),
        "gg and the JDK print the same functions and blocks"
    );
    let mut problems = Vec::new();
    let mut differing = Vec::new();
    for (key, want) in &jdk {
        let got = &ours[key];
        if key.1 == "math!=strict" {
            // gg answers Math and StrictMath alike; the JDK's own count
            // (HotSpot's intrinsics against fdlibm) is only reported.
            if got != "0" {
                problems.push(format!("{}: gg's Math and StrictMath differ on {got} inputs", key.0));
            }
        } else if got != want {
            differing.push(key.clone());
        }
    }
    for (function, block) in differing.iter().take(DUMPS) {
        let dump = format!("{function} {block}");
        let jdk = std::thread::spawn({
            let dump = dump.clone();
            move || run_jdk(source(&dump))
        });
        let ours = run_gg(&runtime, source(&dump));
        problems.push(format!("{dump}: {}", first_difference(function, &ours, &jdk.join().unwrap())));
    }
    for (function, block) in differing.iter().skip(DUMPS) {
        problems.push(format!("{function} {block}: the digests differ"));
    }
    let hotspot: Vec<String> =
        jdk.iter().filter(|(k, _)| k.1 == "math!=strict").map(|(k, v)| format!("{} {v}", k.0)).collect();
    assert!(
        problems.is_empty(),
        "{} blocks of 1,000 inputs differ from the JDK's StrictMath:\n{}\n(HotSpot's Math differs from its StrictMath on: {})",
        differing.len(),
        problems.join("\n"),
        hotspot.join(", ")
    );
}
