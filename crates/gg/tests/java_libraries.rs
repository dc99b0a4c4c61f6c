//! The Java arm's library set holds to the artifact: every package
//! `packages/gg-sandbox-java/libraries.txt` declares is used by a real class
//! in one program that goes through the real javac, the real TeaVM and the
//! engine, and prints what the declaration expects.

use gg::{Lang, Runtime, Turn};

struct Library {
    package: String,
    expression: String,
    expected: String,
}

fn declared() -> Vec<Library> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../packages/gg-sandbox-java/libraries.txt");
    let text = std::fs::read_to_string(path).expect("libraries.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#') && !l.starts_with('['))
        .map(|l| {
            let parts: Vec<&str> = l.split(" | ").collect();
            assert_eq!(parts.len(), 3, "a line is PACKAGE | EXPRESSION | EXPECTED: {l}");
            Library { package: parts[0].into(), expression: parts[1].into(), expected: parts[2].into() }
        })
        .collect()
}

#[test]
fn every_declared_package_compiles_and_runs() {
    let libraries = declared();
    assert!(libraries.len() >= 10, "the library set names its packages");
    let mut program = String::from("public class Program {\n    public static void main(String[] args) {\n");
    for l in &libraries {
        program.push_str(&format!("        System.out.println(\"{}: \" + ({}));\n", l.package, l.expression));
    }
    program.push_str("    }\n}\n");
    let runtime = Runtime::new().expect("the runtime loads");
    let dir = tempfile::tempdir().unwrap();
    let outcome = runtime.run(Turn::new(Lang::Java, program).workspace(dir.path()).without_state());
    assert!(outcome.completed(), "{}", gg::report::render(&outcome));
    let expected: String = libraries.iter().map(|l| format!("{}: {}\n", l.package, l.expected)).collect();
    assert_eq!(outcome.stdout.text, expected);
}
