//! The Java arm's warm JVM keeps TeaVM and the classlib across builds but
//! never a program: programs built one after another, whose classes have
//! the same names and different bodies, each print their own output, also
//! after a build in which TeaVM threw (which drops what the JVM kept).

use gg::{End, Lang, Runtime, Turn};

/// A program whose `Program` and `Shape` classes say `word` and have
/// `sides` sides.
fn program(word: &str, sides: u32) -> String {
    format!(
        "public class Program {{\n    public static void main(String[] args) {{\n        \
         System.out.println(new Shape().describe());\n    }}\n}}\n\n\
         class Shape {{\n    String describe() {{\n        return \"{word} \" + sides();\n    }}\n\n    \
         int sides() {{\n        return {sides};\n    }}\n}}\n"
    )
}

#[test]
fn programs_built_one_after_another_with_the_same_class_names_each_print_their_own() {
    let runtime = Runtime::new().expect("the runtime loads");
    runtime.warm(Lang::Java).expect("the Java arm warms");
    let dir = tempfile::tempdir().unwrap();
    let run = |source: String| runtime.run(Turn::new(Lang::Java, source).workspace(dir.path()).without_state());
    for (word, sides) in [("triangle", 3), ("square", 4)] {
        let outcome = run(program(word, sides));
        assert!(outcome.completed(), "{}", gg::report::render(&outcome));
        assert_eq!(outcome.stdout.text, format!("{word} {sides}\n"));
    }
    // TeaVM evaluates a constant division by zero while it optimises, and
    // throws: the program's compile error, after which the JVM drops its
    // kept classes.
    let folded = run("public class Program {\n    public static void main(String[] args) {\n        \
         int x = 7 / 0;\n        System.out.println(x);\n    }\n}\n"
        .to_string());
    assert!(!folded.completed(), "{}", gg::report::render(&folded));
    assert!(!matches!(folded.end, End::ToolchainFailure { .. }), "{}", gg::report::render(&folded));
    let outcome = run(program("pentagon", 5));
    assert!(outcome.completed(), "{}", gg::report::render(&outcome));
    assert_eq!(outcome.stdout.text, "pentagon 5\n");
}
