// The `tools` surface of src/sdk.js in node, its membrane stubbed: typed
// methods, grouped (MCP) tools as group objects, `tools.parallel`'s names and
// `ALL_TOOLS`.
//
//   node --test packages/gg-sandbox-js/test/tools.test.mjs
//
// Each case loads a fresh instance of the SDK (the catalogue is kept per
// instance, as it is per turn) over its own fake `tools` interface.

import test from 'node:test';
import assert from 'node:assert/strict';
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));

// The `tools` interface forwards to `globalThis.ggFakeTools`; every other
// `gg:` import is an empty module.
const toolsStub = [
  'export const list = (...a) => globalThis.ggFakeTools.list(...a);',
  'export const call = (...a) => globalThis.ggFakeTools.call(...a);',
  'export const parallel = (...a) => globalThis.ggFakeTools.parallel(...a);',
].join('\n');
const hooks = [
  'export async function resolve(specifier, context, next) {',
  `  if (specifier.startsWith('gg:agent/tools@')) return { url: 'data:text/javascript,' + ${JSON.stringify(encodeURIComponent(toolsStub))}, shortCircuit: true };`,
  "  if (specifier.startsWith('gg:')) return { url: 'data:text/javascript,export%20%7B%7D', shortCircuit: true };",
  '  return next(specifier, context);',
  '}',
].join('\n');
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

const object = (properties, required = []) => JSON.stringify({ type: 'object', properties, required, additionalProperties: false });

/** The tools a fixture turn with `tool=weather` and the common tools lists. */
const LISTED = [
  { name: 'add', description: 'Adds two integers.', schema: object({ a: { type: 'integer' }, b: { type: 'integer' } }, ['a', 'b']) },
  { name: 'lookup_user', description: 'Finds a user by id.', schema: object({ id: { type: 'string' } }, ['id']) },
  {
    name: 'weather.forecast',
    description: 'The forecast for a city.',
    schema: object({ city: { type: 'string' }, days: { type: 'integer' } }, ['city']),
    outputSchema: JSON.stringify({ type: 'object', properties: { city: { type: 'string' } } }),
  },
  { name: 'weather.get_alerts', description: 'Alerts for a region.', schema: object({ region: { type: 'string' } }, ['region']) },
  { name: 'list.items', description: 'A group named like a member of tools.', schema: object({}) },
];

let instance = 0;

/** A fresh SDK over `listed`; `calls` records every membrane call. */
async function sdk(listed = LISTED) {
  const calls = [];
  globalThis.ggFakeTools = {
    list() {
      calls.push(['list']);
      return listed;
    },
    call(name, args) {
      calls.push(['call', name, args]);
      return JSON.stringify({ name, args: JSON.parse(args) });
    },
    parallel(batch) {
      calls.push(['parallel', batch.map((c) => c.name)]);
      return batch.map((c) => ({ tag: 'ok', val: JSON.stringify({ name: c.name }) }));
    },
  };
  const url = `${pathToFileURL(join(here, '../src/sdk.js')).href}?instance=${++instance}`;
  const { MODULE } = await import(url);
  return { ...MODULE, calls };
}

test('ungrouped tools are camelCase methods, as before', async () => {
  const { tools } = await sdk();
  assert.deepEqual(tools.lookupUser({ id: 'u1' }), { name: 'lookup_user', args: { id: 'u1' } });
  assert.equal(tools.lookup_user, tools.lookupUser);
  assert.throws(() => tools.lookupUser({}), { name: 'TypeError', message: "tools.lookupUser: missing required argument 'id' (accepted: id)" });
  assert.deepEqual(Object.keys(tools), ['list', 'call', 'parallel']);
});

test('a group is a frozen object of typed methods', async () => {
  const { tools, calls } = await sdk();
  const weather = tools.weather;
  assert.equal(weather, tools.weather);
  assert.ok(Object.isFrozen(weather));
  assert.deepEqual(Object.keys(weather), ['forecast', 'getAlerts']);
  assert.ok('weather' in tools);
  assert.equal(weather.getAlerts.name, 'getAlerts');
  assert.equal(weather.get_alerts, weather.getAlerts);
  assert.equal(weather.nope, undefined);
  assert.deepEqual(weather.forecast({ city: 'Lisbon' }), { name: 'weather.forecast', args: { city: 'Lisbon' } });
  assert.deepEqual(weather.getAlerts({ region: 'north' }).name, 'weather.get_alerts');
  assert.throws(() => weather.forecast({}), {
    name: 'TypeError',
    message: "tools.weather.forecast: missing required argument 'city' (accepted: city, days)",
  });
  assert.throws(() => weather.forecast({ town: 'x', city: 'y' }), { message: "tools.weather.forecast: unknown argument 'town' (accepted: city, days)" });
  assert.throws(() => weather.getAlerts('north'), {
    message: 'tools.weather.getAlerts: expected an object of arguments, got a string (accepted: region)',
  });
  assert.equal(calls.filter((c) => c[0] === 'list').length, 1);
});

test('a group named like a member of tools is no property', async () => {
  const { tools, ALL_TOOLS } = await sdk();
  assert.equal(typeof tools.list, 'function');
  assert.equal(tools.list.items, undefined);
  assert.deepEqual(tools.call('list.items', {}), { name: 'list.items', args: {} });
  const entry = ALL_TOOLS.find((t) => t.name === 'list.items');
  assert.equal(entry.method, null);
  assert.equal(entry.group, 'list');
});

test('ALL_TOOLS and tools.list carry groups and result schemas', async () => {
  const { tools, ALL_TOOLS } = await sdk();
  assert.deepEqual(
    ALL_TOOLS.map((t) => [t.name, t.method, t.group]),
    [
      ['add', 'add', null],
      ['lookup_user', 'lookupUser', null],
      ['weather.forecast', 'weather.forecast', 'weather'],
      ['weather.get_alerts', 'weather.getAlerts', 'weather'],
      ['list.items', null, 'list'],
    ],
  );
  assert.deepEqual(ALL_TOOLS[2].outputSchema, { type: 'object', properties: { city: { type: 'string' } } });
  assert.ok(Object.isFrozen(ALL_TOOLS[2].outputSchema));
  assert.equal(ALL_TOOLS[0].outputSchema, null);
  const listed = tools.list();
  assert.deepEqual(listed[2].outputSchema, { type: 'object', properties: { city: { type: 'string' } } });
  assert.equal(listed[3].outputSchema, null);
});

test('tools.parallel names grouped tools by registered name or method path', async () => {
  const { tools, calls } = await sdk();
  const out = tools.parallel([
    ['weather.forecast', { city: 'Lisbon' }],
    ['weather.getAlerts', { region: 'north' }],
    ['weather.get_alerts', { region: 'south' }],
    ['lookupUser', { id: 'u1' }],
  ]);
  assert.deepEqual(out.map((r) => r.name), ['weather.forecast', 'weather.get_alerts', 'weather.get_alerts', 'lookup_user']);
  assert.deepEqual(calls.at(-1), ['parallel', ['weather.forecast', 'weather.get_alerts', 'weather.get_alerts', 'lookup_user']]);
  assert.throws(() => tools.parallel([['weather.getAlerts', {}]]), {
    name: 'TypeError',
    message: "tools.parallel: call 0 (weather.getAlerts): missing required argument 'region' (accepted: region)",
  });
});

test('a group whose camelCase name is taken keeps its registered name', async () => {
  const { tools, ALL_TOOLS } = await sdk([
    { name: 'brave_search.web_search', description: '', schema: object({ q: { type: 'string' } }) },
    { name: 'my_server', description: 'An ungrouped tool.', schema: object({}) },
    { name: 'my_server.ping', description: '', schema: object({}) },
  ]);
  assert.equal(typeof tools.braveSearch.webSearch, 'function');
  assert.equal(tools.brave_search, tools.braveSearch);
  assert.equal(typeof tools.myServer, 'function');
  assert.equal(typeof tools.my_server, 'function');
  assert.deepEqual(ALL_TOOLS.map((t) => t.method), ['braveSearch.webSearch', 'myServer', null]);
});

test('a refused listing makes reaching a group throw the refusal', async () => {
  const { tools } = await sdk();
  globalThis.ggFakeTools.list = () => {
    const e = new Error('refused');
    e.payload = { operation: 'tools.list', code: 'unavailable', message: '`tools.list` needs the `tools` grant' };
    throw e;
  };
  assert.throws(() => tools.weather, { name: 'ApiError', code: 'unavailable' });
  assert.equal('weather' in tools, false);
});
