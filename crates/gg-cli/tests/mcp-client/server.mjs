// A small MCP server for gg's bridge test (tests/mcp_bridge.rs), written with
// the official SDK's low-level `Server`, so each tool's input and output
// schemas are plain JSON Schema, as most servers publish them.
//
// Tools (server names, as gg mangles them in brackets):
// - `check-inventory` [check_inventory]: stock of a SKU; fails (isError) for
//   an unknown one. Output schema {sku, inStock, warehouse}.
// - `slowSum` [slow_sum]: sums numbers after `delayMs` milliseconds. Output
//   schema {total, count}.
// - `restock`: no output schema; answers text. gg.toml makes it ask-first.
//   Each order appends a line (SKU, units, the call's idempotency key) to
//   $GG_TEST_EFFECTS, when set.
// - `crash`: kills this server's own process in the middle of the call.
//
// Every start appends one line to $GG_TEST_STARTS (when set), so the test
// can show that gg started the server again after `crash`.
//
// `node server.mjs` serves stdio; `node server.mjs --http` serves streamable
// HTTP on a free loopback port (stateless: one server per request), prints
// the port on stdout and runs until killed.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';

if (process.env.GG_TEST_STARTS) appendFileSync(process.env.GG_TEST_STARTS, 'started\n');
process.stderr.write(`inventory server ${process.pid} listening on stdio\n`);

const stock = { A1: 12, B2: 0, C3: 240 };

const tools = [
  {
    name: 'check-inventory',
    description: 'How many units of a SKU are in stock.',
    inputSchema: {
      type: 'object',
      properties: { sku: { type: 'string', description: 'The SKU, like A1.' } },
      required: ['sku'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: { sku: { type: 'string' }, inStock: { type: 'integer' }, warehouse: { type: 'string' } },
      required: ['sku', 'inStock', 'warehouse'],
    },
  },
  {
    name: 'slowSum',
    description: 'Adds numbers, slowly.',
    inputSchema: {
      type: 'object',
      properties: {
        numbers: { type: 'array', items: { type: 'number' } },
        delayMs: { type: 'integer', minimum: 0, maximum: 5000 },
      },
      required: ['numbers'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: { total: { type: 'number' }, count: { type: 'integer' } },
      required: ['total', 'count'],
    },
  },
  {
    name: 'restock',
    description: 'Orders more units of a SKU.',
    inputSchema: {
      type: 'object',
      properties: { sku: { type: 'string' }, units: { type: 'integer', minimum: 1 } },
      required: ['sku', 'units'],
    },
  },
  {
    name: 'crash',
    description: 'Ends the server in the middle of the call.',
    inputSchema: { type: 'object', properties: {} },
  },
];

function structured(value) {
  return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
}

function inventory() {
  const server = new Server({ name: 'inventory', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, call);
  return server;
}

async function call(request) {
  const args = request.params.arguments ?? {};
  switch (request.params.name) {
    case 'check-inventory': {
      if (!(args.sku in stock)) {
        return { content: [{ type: 'text', text: `unknown SKU '${args.sku}'` }], isError: true };
      }
      return structured({ sku: args.sku, inStock: stock[args.sku], warehouse: 'Lisbon' });
    }
    case 'slowSum': {
      await new Promise((resolve) => setTimeout(resolve, args.delayMs ?? 0));
      const total = args.numbers.reduce((a, b) => a + b, 0);
      return structured({ total, count: args.numbers.length });
    }
    case 'restock': {
      // The side effect, counted: one line per order in $GG_TEST_EFFECTS,
      // with the idempotency key gg sends a durable program's call.
      const key = request.params._meta?.['io.gg/idempotency-key'] ?? '-';
      if (process.env.GG_TEST_EFFECTS) appendFileSync(process.env.GG_TEST_EFFECTS, `${args.sku} ${args.units} ${key}\n`);
      return { content: [{ type: 'text', text: `ordered ${args.units} of ${args.sku}` }] };
    }
    case 'crash':
      process.kill(process.pid, 'SIGKILL');
      return { content: [] };
    default:
      return { content: [{ type: 'text', text: `no tool ${request.params.name}` }], isError: true };
  }
}

if (process.argv.includes('--http')) {
  const http = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const server = inventory();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body ? JSON.parse(body) : undefined);
  });
  http.listen(0, '127.0.0.1', () => console.log(http.address().port));
} else {
  await inventory().connect(new StdioServerTransport());
}
