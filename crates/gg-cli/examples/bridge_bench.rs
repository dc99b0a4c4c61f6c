//! `cargo xtask bench`'s bridged-MCP-tool rows: the gg library bridges the
//! test MCP server (`crates/gg-cli/tests/mcp-client/server.mjs`, path in the
//! first argument, run by node with the SDK beside it) and measures, in one
//! process, with warm server and runtime:
//!
//! * `bridge: server round trip` — `McpBridge::call` of `check-inventory`
//!   (the rmcp client's request to the node server and back): the server's
//!   time as any MCP client sees it;
//! * `bridge: JS turn, no call` — a trivial JavaScript turn;
//! * `bridge: JS turn, one call` — the same turn calling the tool once
//!   through `tools.inventory.checkInventory`;
//!
//! then gg's own overhead per call: the one-call turn's p50 minus the other
//! two p50s. Not a test: nothing here asserts a time.

mod bench;

use bench::row;
use gg::capabilities::{McpBridge, McpServerConfig};
use gg::{Grants, Lang, Runtime, ToolRegistry, Turn};
use std::time::Instant;

fn p50(mut ms: Vec<f64>) -> f64 {
    ms.sort_by(|a, b| a.partial_cmp(b).unwrap());
    ms[ms.len() / 2]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let server = args.next().expect("usage: bridge_bench SERVER.mjs [TURNS]");
    let turns: usize = args.next().map(|n| n.parse().expect("TURNS is a number")).unwrap_or(200);
    let config =
        McpServerConfig { name: "inventory".into(), command: "node".into(), args: vec![server], ..Default::default() };
    let (bridge, failures) = McpBridge::start(vec![config]).expect("the MCP client runs");
    assert!(failures.is_empty(), "{failures:?}");
    let mut tools = ToolRegistry::new();
    assert!(bridge.register(&mut tools).is_empty());
    let runtime = Runtime::new().expect("the runtime loads its guests");
    let mut grants = Grants::none();
    grants.grant("mcp:inventory").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let turn = |code: &str| {
        let started = Instant::now();
        let outcome = runtime.run(
            Turn::new(Lang::JavaScript, code)
                .workspace(dir.path())
                .without_state()
                .grants(grants.clone())
                .tools(tools.clone()),
        );
        assert!(matches!(outcome.end, gg::End::Completed { .. }), "{:?}", outcome.end);
        started.elapsed().as_secs_f64() * 1e3
    };
    let bare = "1 + 1\n";
    let one = "import { tools } from \"gg\";\ntools.inventory.checkInventory({ sku: \"A1\" }).inStock\n";
    let direct = || {
        let started = Instant::now();
        bridge.call("inventory", "check-inventory", serde_json::json!({"sku": "A1"})).unwrap();
        started.elapsed().as_secs_f64() * 1e3
    };
    for _ in 0..20 {
        direct();
        turn(bare);
        turn(one);
    }
    let (mut d, mut b, mut o) = (Vec::new(), Vec::new(), Vec::new());
    // Interleaved, so drift touches all three alike.
    for _ in 0..turns {
        d.push(direct());
        b.push(turn(bare));
        o.push(turn(one));
    }
    let overhead = p50(o.clone()) - p50(b.clone()) - p50(d.clone());
    row("bridge: server round trip", d);
    row("bridge: JS turn, no call", b);
    row("bridge: JS turn, one call", o);
    println!("bridge: gg's own overhead per call (p50s: one call - no call - round trip): {overhead:.2} ms");
}
