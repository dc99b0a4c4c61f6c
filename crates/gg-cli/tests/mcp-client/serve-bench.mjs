// `cargo xtask bench`'s `gg serve` rows: k MCP clients (the official SDK)
// each calling `exec` on a trivial program, one call at a time, for a
// fixed time; then the same k callers through `gg mcp` over stdio (one
// client, k calls in flight), for comparison. Prints one JSON object per
// row: execs/s, p50 and p99 in milliseconds, failures, and the server's
// peak resident memory. Not a test: nothing here asserts a time.
//
//   node serve-bench.mjs http <base url> <token> <clients> <seconds>
//   node serve-bench.mjs stdio <gg binary> - <clients> <seconds>

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [mode, target, token, k, seconds] = process.argv.slice(2);
const clients = Number(k);
const code = "1 + 1";

// `gg mcp`'s workspace, with room for every caller: as many sessions
// and programs running at once as `gg serve`'s bench tenant has.
function workspace() {
  const dir = mkdtempSync(join(tmpdir(), "gg-serve-bench-"));
  writeFileSync(join(dir, "gg.toml"), "[mcp]\nsessions = 128\nconcurrent-programs = 128\n");
  return dir;
}

async function connect() {
  const transport =
    mode === "http"
      ? new StreamableHTTPClientTransport(new URL(`${target}/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${token}` } },
        })
      : new StdioClientTransport({
          command: target,
          args: ["mcp", "--lang", "js", "--no-state"],
          cwd: workspace(),
        });
  const client = new Client({ name: "gg-serve-bench", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

// The peak resident memory (VmHWM, KiB) of a process.
function peak(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmHWM:"));
    return Number(line.split(/\s+/)[1]);
  } catch {
    return null;
  }
}

const connections = [];
if (mode === "http") {
  for (let i = 0; i < clients; i++) connections.push(await connect());
} else {
  connections.push(await connect());
}
// Warm: one call per connection.
for (const { client } of connections) await client.callTool({ name: "exec", arguments: { language: "js", code } });

const latencies = [];
let failures = 0;
const until = performance.now() + Number(seconds) * 1000;
const caller = async (client) => {
  while (performance.now() < until) {
    const started = performance.now();
    try {
      const r = await client.callTool({ name: "exec", arguments: { language: "js", code } });
      if (r.isError || r.structuredContent?.status !== "completed") failures++;
    } catch {
      failures++;
    }
    latencies.push(performance.now() - started);
  }
};
const began = performance.now();
await Promise.all(Array.from({ length: clients }, (_, i) => caller(connections[i % connections.length].client)));
const took = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => Number((latencies[Math.max(0, Math.ceil(p * latencies.length) - 1)] ?? 0).toFixed(2));
const row = {
  row: mode === "http" ? `gg serve, MCP over HTTP, ${clients} clients` : `gg mcp, stdio, ${clients} calls in flight`,
  execs: latencies.length,
  execs_per_s: Math.round(latencies.length / took),
  p50_ms: pct(0.5),
  p99_ms: pct(0.99),
  failures,
};
if (mode === "stdio") row.peak_rss_kib = peak(connections[0].transport.pid);
await Promise.all(connections.map(({ client }) => client.close().catch(() => {})));
process.stdout.write(JSON.stringify(row) + "\n");
