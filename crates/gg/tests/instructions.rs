//! `Runtime::instructions` for every arm, pinned: the lifecycle in the
//! language's idioms, every tool declared in it from its JSON Schema, and the
//! SDK's catalogue summarised. `gg instructions --lang L` prints the same.

use gg::{Lang, Runtime, ToolRegistry};
use serde_json::json;
use std::path::Path;

fn tools() -> ToolRegistry {
    let mut t = ToolRegistry::new();
    t.register(
        "weather",
        "Today's forecast for a city.",
        json!({"type": "object", "properties": {"city": {"type": "string", "description": "The city's name"}, "days": {"type": "integer", "minimum": 1}}, "required": ["city"]}),
        |_| Ok(json!(null)),
    )
    .unwrap();
    t.register(
        "create_issue",
        "Opens an issue in the tracker.",
        json!({"type": "object", "properties": {"title": {"type": "string"}, "labels": {"type": "array", "items": {"type": "string"}}, "priority": {"enum": ["low", "high"]}, "draft": {"type": "boolean"}}, "required": ["title", "priority"]}),
        |_| Ok(json!(null)),
    )
    .unwrap();
    t
}

#[test]
fn every_arms_instructions_are_pinned() {
    let runtime = Runtime::new().expect("the runtime loads its guests");
    let snapshots = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots/instructions");
    for lang in Lang::all() {
        let text = runtime.instructions(lang, &tools()).expect("every arm writes instructions");
        insta::with_settings!({
            snapshot_path => &snapshots,
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!(lang.name(), text);
        });
    }
}
