// Drives a running `gg serve` through one scenario: its MCP endpoint with the
// official MCP client SDK, its broker WebSocket with `ws`, and its plain HTTP
// endpoints with fetch (all pinned in package-lock.json).
//
//   node serve-client.mjs <base url, like http://127.0.0.1:43123>  < scenario.json
//
// A scenario is `{ "steps": [...] }`; each step is one of
//   { "mcp_connect": name, "token": t }       a new MCP client on /mcp (header
//                                             `Authorization: Bearer t` unless
//                                             t is absent or null), then
//                                             tools/list as a real client does
//   { "mcp_call": name, "tool": t, "arguments": {...}, "until_final": bool }
//                                             tools/call; "$session" is the
//                                             session of that client's latest
//                                             result ("$session:other": of
//                                             client other's); until_final
//                                             then calls `wait` while
//                                             still_working
//   { "mcp_close": name }                     DELETE the MCP session, close
//   { "ws_connect": name, "token": t }        a WebSocket on /session; every
//                                             frame received is queued
//   { "ws_send": name, "message": {...} }     one JSON text frame; "$session"
//                                             is the session of the latest
//                                             "opened" ws_expect took (or
//                                             "$session:other"), "$call_id" the
//                                             call_id of the latest "tool_call"
//   { "ws_send_raw": name, "text": "..." }    a text frame as is, or bytes:
//   { "ws_send_raw": name, "bytes_hex": "..", "binary": bool }
//   { "ws_expect": name, "type": t, "id": n, "timeout_ms": ms }
//                                             takes queued messages (waiting
//                                             for more) up to the first of
//                                             type t (and id n, when given)
//   { "ws_close": name } | { "ws_drop": name } close (1000) and wait for the
//                                             close | terminate (no handshake)
//   { "http": method, "path": p, "token": t, "body": "...", "headers": {...},
//     "pad": n }                              ("PAD" in body becomes n x's)
//   { "sleep_ms": n }
//   { "mcp_many": n, "token": t, "language": l, "code": c, "concurrency": k }
//                                             k MCP clients make n exec calls
//                                             in all (each one at a time, until
//                                             final); failures and latencies
// It prints `{ "steps": [{ step, result }...] }`; a step that throws has the
// result `{ thrown: message }` and the scenario goes on.

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import WebSocket from "ws";

const base = process.argv[2]?.replace(/\/+$/, "");
if (!base) throw new Error("usage: node serve-client.mjs <base url> < scenario.json");
const scenario = JSON.parse(readFileSync(0, "utf8"));
const report = { steps: [] };

const auth = (token) => (token == null ? {} : { Authorization: `Bearer ${token}` });
const mcp = new Map(); // name -> { client, transport, session }
const sockets = new Map(); // name -> { ws, queue, closed, session, callId, wake }

// Deep replaces "$session", "$session:other" and "$call_id" in a JSON value;
// `own` is the entry of the step's own client, `peers` its kind's map.
function substitute(value, own, peers, others) {
  return JSON.parse(JSON.stringify(value ?? {}), (_, v) => {
    if (v === "$session") return own?.session ?? null;
    if (v === "$call_id") return own?.callId ?? null;
    if (typeof v === "string" && v.startsWith("$session:")) {
      const name = v.slice("$session:".length);
      return (peers.get(name) ?? others.get(name))?.session ?? null;
    }
    return v;
  });
}

function known(map, name) {
  const entry = map.get(name);
  if (!entry) throw new Error(`no client named ${JSON.stringify(name)}`);
  if (map === mcp && !entry.client) throw new Error(`client ${JSON.stringify(name)} is closed`);
  return entry;
}

async function mcpConnect(token) {
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: auth(token) },
  });
  const client = new Client({ name: "gg-serve-test", version: "1.0.0" });
  try {
    await client.connect(transport);
    // The SDK then checks every structured result against its outputSchema.
    const { tools } = await client.listTools();
    return { client, transport, session: null, tools: tools.map((t) => t.name) };
  } catch (e) {
    await client.close().catch(() => {});
    throw e;
  }
}

// tools/call, then `wait` while still_working when untilFinal; remembers the
// latest session on the entry.
async function mcpCall(entry, name, args, untilFinal) {
  let result = await entry.client.callTool({ name, arguments: args });
  entry.session = result.structuredContent?.session ?? entry.session;
  while (untilFinal && result.structuredContent?.status === "still_working") {
    result = await entry.client.callTool({ name: "wait", arguments: { session: entry.session } });
    entry.session = result.structuredContent?.session ?? entry.session;
  }
  return result;
}

async function mcpClose(entry) {
  await entry.transport.terminateSession().catch(() => {});
  await entry.client.close();
  entry.client = entry.transport = null;
}

async function readBody(res) {
  const chunks = [];
  for await (const chunk of res) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function wsConnect(name, token) {
  const url = `${base.replace(/^http/, "ws")}/session`;
  const ws = new WebSocket(url, { headers: auth(token), handshakeTimeout: 30000 });
  const entry = { ws, queue: [], closed: null, session: null, callId: null, wake: null };
  sockets.get(name)?.ws.terminate();
  sockets.set(name, entry);
  const wake = () => entry.wake?.();
  ws.on("message", (data, binary) => {
    if (binary) {
      entry.queue.push({ binary_hex: Buffer.from(data).toString("hex") });
    } else {
      const text = data.toString("utf8");
      try {
        entry.queue.push(JSON.parse(text));
      } catch {
        entry.queue.push({ raw: text });
      }
    }
    wake();
  });
  ws.on("close", (code) => {
    entry.closed = code;
    wake();
  });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result) => {
      if (!settled) resolve(result);
      settled = true;
    };
    ws.on("open", () => settle({ open: true }));
    // A refused upgrade: its status and JSON body, then drop the request.
    ws.on("unexpected-response", (_req, res) => {
      readBody(res).then(
        (body) => settle({ status: res.statusCode, body }),
        (e) => settle({ status: res.statusCode, thrown: String(e?.message ?? e) }),
      ).finally(() => ws.terminate());
    });
    ws.on("error", (e) => settle({ thrown: String(e?.message ?? e) }));
  });
}

function wsSend(entry, data, binary) {
  return new Promise((resolve, reject) =>
    entry.ws.send(data, { binary }, (e) => (e ? reject(e) : resolve({ sent: true }))),
  );
}

async function wsExpect(entry, type, id, timeoutMs) {
  const messages = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    while (entry.queue.length > 0) {
      const message = entry.queue.shift();
      messages.push(message);
      if (message?.type === "opened") entry.session = message.session ?? entry.session;
      if (message?.type === "tool_call") entry.callId = message.call_id ?? entry.callId;
      if (message?.type === type && (id == null || message.id === id)) return { messages };
    }
    if (entry.closed !== null) return { closed: entry.closed, messages };
    const left = deadline - Date.now();
    if (left <= 0) return { thrown: "timeout", messages };
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, left);
      entry.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    entry.wake = null;
  }
}

function wsClose(entry) {
  if (entry.closed !== null) return Promise.resolve({ closed: entry.closed });
  return new Promise((resolve) => {
    entry.ws.once("close", (code) => resolve({ closed: code }));
    entry.ws.close(1000);
  });
}

async function http(step) {
  const res = await fetch(base + step.path, {
    method: step.http,
    headers: { ...(step.headers ?? {}), ...auth(step.token) },
    body: step.pad == null ? (step.body ?? undefined) : step.body.replace("PAD", "x".repeat(step.pad)),
    signal: AbortSignal.timeout(30000),
  });
  const contentType = res.headers.get("content-type");
  let body = await res.text();
  if (contentType?.startsWith("application/json")) {
    try {
      body = JSON.parse(body);
    } catch {}
  }
  return { status: res.status, content_type: contentType, body };
}

// k clients take exec calls off one counter, each client one call at a time.
async function mcpMany(step) {
  const count = step.mcp_many;
  const clients = [];
  try {
    for (let i = 0; i < (step.concurrency ?? 1); i++) clients.push(await mcpConnect(step.token));
    const latencies = [];
    let next = 0;
    let failures = 0;
    const worker = async (entry) => {
      while (next < count) {
        next++;
        const started = performance.now();
        try {
          const args = { language: step.language, code: step.code };
          const result = await mcpCall({ ...entry, session: null }, "exec", args, true);
          if (result.isError || result.structuredContent?.status !== "completed") failures++;
        } catch {
          failures++;
        }
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(clients.map(worker));
    latencies.sort((a, b) => a - b);
    const pct = (p) => Math.round(latencies[Math.max(0, Math.ceil(p * latencies.length) - 1)] ?? 0);
    return { calls: count, failures, p50_ms: pct(0.5), p99_ms: pct(0.99) };
  } finally {
    await Promise.all(clients.map((entry) => mcpClose(entry).catch(() => {})));
  }
}

async function run(step) {
  if ("mcp_connect" in step) {
    const { tools, ...entry } = await mcpConnect(step.token);
    await mcp.get(step.mcp_connect)?.client?.close().catch(() => {});
    mcp.set(step.mcp_connect, entry);
    const server = entry.client.getServerVersion()?.name;
    return { server, tools, session_id: entry.transport.sessionId ? "present" : "absent" };
  } else if ("mcp_call" in step) {
    const entry = known(mcp, step.mcp_call);
    const args = substitute(step.arguments, entry, mcp, sockets);
    const result = await mcpCall(entry, step.tool, args, step.until_final);
    const text = result.content?.[0]?.text;
    return { isError: result.isError ?? false, text, structured: result.structuredContent };
  } else if ("mcp_close" in step) {
    await mcpClose(known(mcp, step.mcp_close));
    return { closed: true };
  } else if ("ws_connect" in step) {
    return await wsConnect(step.ws_connect, step.token);
  } else if ("ws_send" in step) {
    const entry = known(sockets, step.ws_send);
    return await wsSend(entry, JSON.stringify(substitute(step.message, entry, sockets, mcp)), false);
  } else if ("ws_send_raw" in step) {
    const entry = known(sockets, step.ws_send_raw);
    if (step.bytes_hex != null) return await wsSend(entry, Buffer.from(step.bytes_hex, "hex"), !!step.binary);
    return await wsSend(entry, step.text, false);
  } else if ("ws_expect" in step) {
    return await wsExpect(known(sockets, step.ws_expect), step.type, step.id, step.timeout_ms ?? 30000);
  } else if ("ws_close" in step) {
    return await wsClose(known(sockets, step.ws_close));
  } else if ("ws_drop" in step) {
    const entry = known(sockets, step.ws_drop);
    const closed = entry.closed !== null || new Promise((resolve) => entry.ws.once("close", resolve));
    entry.ws.terminate();
    await closed;
    return { dropped: true };
  } else if ("http" in step) {
    return await http(step);
  } else if ("sleep_ms" in step) {
    await sleep(step.sleep_ms);
    return { slept: step.sleep_ms };
  } else if ("mcp_many" in step) {
    return await mcpMany(step);
  }
  throw new Error(`unknown step ${JSON.stringify(step)}`);
}

for (const step of scenario.steps) {
  let result;
  try {
    result = await run(step);
  } catch (e) {
    result = { thrown: String(e?.message ?? e) };
  }
  report.steps.push({ step, result });
}

for (const entry of mcp.values()) if (entry.client) await entry.client.close().catch(() => {});
for (const entry of sockets.values()) entry.ws.terminate();
process.stdout.write(JSON.stringify(report), () => process.exit(0));
