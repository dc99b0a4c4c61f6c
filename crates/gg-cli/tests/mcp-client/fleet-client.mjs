// Drives a fleet of `gg serve` nodes as many agents would: one worker per
// tenant, each running its programs one after another through the official
// MCP client SDK (Streamable HTTP), every request to a node picked at
// random, as a plain load balancer would. A program writes a file, asks to
// `restock` (which waits for approval) and prints what it got.
//
//   node fleet-client.mjs < plan.json
//
// plan: { "nodes": [base url...], "tenants": [{ "name", "token" }...],
//         "stop": path, "seed": s }
// Each worker starts programs, a model's pause (0.1 to 0.6 s) apart, until
// the file `stop` exists; then it finishes the one it is in and ends.
// A request that fails (its node was killed, or the node holding the
// workspace died while answering) is sent again to another node: `exec`
// carries an idempotency key, so a retry never starts a second program.
// It prints { programs: [...], answers: [...], retries } on stdout.

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

const plan = JSON.parse(readFileSync(0, "utf8"));
let seed = plan.seed >>> 0 || 1;
const random = () => {
  // xorshift32: the same plan picks the same nodes.
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed / 4294967296;
};

const answers = [];
let retries = 0;

const program = (tenant, j) => `import { files, tools } from "gg";
files.writeFile("p${j}.txt", "${tenant} program ${j}\\n");
const said = tools.inventory.restock({ sku: "${tenant}", units: ${j + 1} });
console.log(\`done ${j}: \${said}\`);
`;

// One MCP client per (tenant, node), made again after a failure.
const clients = new Map();
async function client(tenant, base) {
  const id = `${tenant.name} ${base}`;
  if (clients.has(id)) return clients.get(id);
  const fetchRecorded = async (url, init) => {
    const r = await fetch(url, init);
    const node = r.headers.get("gg-node");
    if (node) {
      answers.push({
        tenant: tenant.name,
        node,
        lease: Number(r.headers.get("gg-lease")),
        served_ms: Number(r.headers.get("gg-served-ms")),
      });
    }
    return r;
  };
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${tenant.token}` } },
    fetch: fetchRecorded,
  });
  const c = new Client({ name: "gg-fleet-test", version: "1.0.0" });
  await c.connect(transport);
  clients.set(id, c);
  return c;
}

function drop(tenant, base) {
  const id = `${tenant.name} ${base}`;
  const c = clients.get(id);
  clients.delete(id);
  if (c) c.close().catch(() => {});
}

const text = (r) => (r.content ?? []).map((c) => c.text ?? "").join("");

async function run(tenant, j) {
  const key = `${tenant.name}-p${j}`;
  let step = "exec";
  let session = null;
  const began = Date.now();
  const record = { tenant: tenant.name, program: j, key, steps: 0, errors: [] };
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const base = plan.nodes[Math.floor(random() * plan.nodes.length)];
    record.steps++;
    let r;
    try {
      const c = await client(tenant, base);
      const call =
        step === "exec"
          ? { name: "exec", arguments: { language: "js", code: program(tenant.name, j), idempotency_key: key } }
          : { name: step, arguments: { session } };
      r = await c.callTool(call, undefined, { timeout: 120_000 });
    } catch (e) {
      // A node killed, or a workspace between nodes: another try.
      retries++;
      record.errors.push(String(e?.message ?? e).slice(0, 200));
      drop(tenant, base);
      await sleep(200 + random() * 300);
      continue;
    }
    if (r.isError) {
      const said = text(r);
      // The program ended and its final observation went to an answer
      // that never arrived: it ran, once.
      if (/already ran its program to the end|no session `[^`]*` is open|the program already ended/.test(said)) {
        record.status = "completed-unobserved";
        record.said = said.slice(0, 300);
        record.ms = Date.now() - began;
        return record;
      }
      if (/no tool call is waiting for approval/.test(said)) {
        step = "wait";
        continue;
      }
      record.errors.push(said.slice(0, 300));
      retries++;
      await sleep(200);
      continue;
    }
    const o = r.structuredContent ?? {};
    session = o.session ?? session;
    switch (o.status) {
      case "awaiting_approval":
        step = "approve";
        break;
      case "still_working":
        step = "wait";
        break;
      default:
        record.status = o.status;
        record.output = o.output ?? text(r);
        record.end = o.outcome?.end;
        // The whole output is the outcome's (an observation carries only
        // what no earlier one delivered).
        record.stdout = o.outcome?.stdout?.text;
        record.ms = Date.now() - began;
        return record;
    }
  }
  record.status = "gave-up";
  record.ms = Date.now() - began;
  return record;
}

const programs = [];
await Promise.all(
  plan.tenants.map(async (tenant) => {
    for (let j = 0; !existsSync(plan.stop); j++) {
      programs.push(await run(tenant, j));
      await sleep(100 + random() * 500);
    }
  }),
);
for (const c of clients.values()) await c.close().catch(() => {});
process.stdout.write(JSON.stringify({ programs, answers, retries }));
