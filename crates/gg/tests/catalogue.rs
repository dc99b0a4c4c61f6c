//! Each arm's catalogue: embedded, parsed once, names its language, and is
//! pinned entry by entry (key, kind, signature, brief, throws) by an
//! insta snapshot, so a change to the SDK's documentation shows in review.

use std::fmt::Write;

#[test]
fn js_catalogue_is_pinned() {
    pin("js", "javascript", "ruby");
}

#[test]
fn ruby_catalogue_is_pinned() {
    pin("ruby", "ruby", "javascript");
}

#[test]
fn java_catalogue_is_pinned() {
    pin("java", "java", "ruby");
}

fn pin(guest: &str, language: &str, other: &str) {
    let json = if guest == "java" {
        gg_guests::java().expect("the Java arm is built").catalogue
    } else if guest == "ruby" {
        // The one Ruby SDK's catalogue, which both Ruby arms embed.
        include_str!("../../../packages/gg-sdk-ruby/signatures.json")
    } else {
        gg_guests::guest(guest).expect("the guest is built").catalogue.expect("the guest carries a catalogue")
    };
    let catalogue = gg::capabilities::Catalogue::parse(json, language).expect("the catalogue parses");
    assert!(gg::capabilities::Catalogue::parse(json, other).is_err());
    let mut text = String::new();
    for e in &catalogue.entries {
        let _ = writeln!(text, "{} [{}] {}", e.key, e.kind, e.signature.as_deref().unwrap_or(""));
        let _ = writeln!(text, "    {}", e.brief);
        if !e.throws.is_empty() {
            let _ = writeln!(text, "    throws: {}", e.throws.join(", "));
        }
    }
    insta::with_settings!({
        snapshot_path => concat!(env!("CARGO_MANIFEST_DIR"), "/../../snapshots/catalogue"),
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!(guest, text);
    });
}
