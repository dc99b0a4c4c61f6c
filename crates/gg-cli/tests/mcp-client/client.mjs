// Drives `gg mcp` with the official MCP client SDK (pinned in
// package-lock.json) through one scenario, for crates/gg-cli/tests/mcp.rs.
//
//   node client.mjs <path to gg> <workspace>   < scenario.json
//
// A scenario is `{ "args": [...gg mcp flags], "steps": [...] }`; each step is
// one of
//   { "call": tool, "arguments": {...} }      tools/call ("$session" is the
//                                             session of the latest observation)
//   { "call": ..., "until_final": true }      then `wait` while still_working
//   { "list_tools": true } | { "list_prompts": true } | { "get_prompt": name }
//   { "write": path, "text": "..." }          a file in the workspace
//   { "kill": true }                          SIGKILL gg, then connect a new
//                                             client to a new `gg mcp` there
// It prints one JSON object: the server's identity, capabilities and
// instructions, and each step's result (or `thrown`, what the SDK threw:
// a failed request, or structured content outside the tool's outputSchema).

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [gg, workspace] = process.argv.slice(2);
const scenario = JSON.parse(readFileSync(0, "utf8"));

async function connect() {
  const transport = new StdioClientTransport({
    command: gg,
    args: ["mcp", ...(scenario.args ?? [])],
    cwd: workspace,
    env: process.env,
    stderr: "inherit",
  });
  const client = new Client({ name: "gg-mcp-test", version: "1.0.0" });
  await client.connect(transport);
  return [transport, client];
}
let [transport, client] = await connect();

// As a real client does, list the tools first: the SDK then checks every
// structured result against its tool's outputSchema.
await client.listTools();

const report = {
  server: client.getServerVersion(),
  capabilities: client.getServerCapabilities(),
  instructions: client.getInstructions(),
  steps: [],
};

let session = null;
const substitute = (value) =>
  JSON.parse(JSON.stringify(value ?? {}), (_, v) => (v === "$session" ? session : v));
const status = (result) => result?.structuredContent?.status;

for (const step of scenario.steps) {
  let result;
  try {
    if (step.call) {
      result = await client.callTool({ name: step.call, arguments: substitute(step.arguments) });
      session = result.structuredContent?.session ?? session;
      while (step.until_final && status(result) === "still_working") {
        result = await client.callTool({ name: "wait", arguments: { session } });
      }
    } else if (step.kill) {
      // gg dies as a crash or a kill -9 ends it: no drain, no goodbye.
      const pid = transport.pid;
      process.kill(pid, "SIGKILL");
      await new Promise((resolve) => setTimeout(resolve, 100));
      await client.close().catch(() => {});
      [transport, client] = await connect();
      await client.listTools();
      result = { killed: true };
    } else if (step.list_tools) {
      result = await client.listTools();
    } else if (step.list_prompts) {
      result = await client.listPrompts();
    } else if (step.get_prompt) {
      result = await client.getPrompt({ name: step.get_prompt });
    } else if (step.write) {
      // Written whole, then renamed into place: a program polling for the
      // file never reads it half written (empty).
      const tmp = join(workspace, `.${step.write}.${process.pid}.tmp`);
      writeFileSync(tmp, step.text ?? "");
      renameSync(tmp, join(workspace, step.write));
      result = { written: step.write };
    } else {
      throw new Error(`unknown step ${JSON.stringify(step)}`);
    }
  } catch (e) {
    result = { thrown: String(e?.message ?? e) };
  }
  report.steps.push({ step, result });
}

await client.close();
process.stdout.write(JSON.stringify(report));
