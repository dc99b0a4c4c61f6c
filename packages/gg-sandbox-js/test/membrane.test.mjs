// What the guest hands the membrane, in node:
//
// * componentize.mjs's correction of the bindings componentize-js generates,
//   on the splicer this package installs and the repository's WIT: run over
//   a fake engine (linear memory, realloc/dealloc, imports that record), a
//   u32 of 2 ** 31 and above reaches the import as the same 32 bits, strings
//   arrive as their UTF-8 (a lone surrogate as U+FFFD), and every argument
//   buffer is freed when the call returns;
// * the SDK's checks: every u32 accepted, anything else refused; JSON tool
//   arguments with a lone surrogate sent as U+FFFD.
//
//   node packages/gg-sandbox-js/test/membrane.test.mjs

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { correctBindings, splicerOf } from '../componentize.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const wit = join(here, '../../../wit');

/** The bindings componentize-js generates for gg's world, corrected. */
async function bindings() {
  const { splicer } = await splicerOf();
  const entry = import.meta.resolve('@bytecodealliance/componentize-js');
  const engine = await readFile(new URL('../lib/starlingmonkey_embedding.wasm', entry));
  const { jsBindings } = splicer.spliceBindings(engine, ['stdio', 'random', 'clocks'], undefined, wit, 'sandbox', false);
  return correctBindings(jsBindings);
}

/**
 * The corrected bindings over a fake engine: a bump allocator that knows
 * which blocks are live, and imports that record their arguments (strings
 * read out of memory at the call) and answer `ok` with nothing.
 */
async function fakeEngine() {
  const memory = { buffer: new ArrayBuffer(1 << 20) };
  const live = new Map();
  let top = 1024;
  const realloc = (ptr, oldLen, align, newLen) => {
    const at = Math.ceil(top / align) * align;
    top = at + Math.max(newLen, 1);
    if (ptr !== 0) {
      new Uint8Array(memory.buffer, at, Math.min(oldLen, newLen)).set(new Uint8Array(memory.buffer, ptr, Math.min(oldLen, newLen)));
      live.delete(ptr);
    }
    live.set(at, newLen);
    return at;
  };
  const dealloc = (ptr) => {
    live.delete(ptr);
  };
  const text = await bindings();
  const names = /^let \[\$memory, \$realloc, \$dealloc, ([^\n]*)\] = \$bindings;$/m.exec(text)[1].split(', ');
  const calls = [];
  const retArea = 512;
  const imports = names.map((name) => (...args) => {
    const strings = [];
    for (let i = 0; i + 1 < args.length; i++) {
      if (live.has(args[i]) && live.get(args[i]) >= args[i + 1]) {
        strings.push(new TextDecoder().decode(new Uint8Array(memory.buffer, args[i], args[i + 1])));
      }
    }
    calls.push({ name, args, strings, liveDuringCall: live.size });
    new Uint8Array(memory.buffer, retArea, 64).fill(0);
    return retArea;
  });
  const modules = {};
  const run = new Function('contentGlobal', '$bindings', 'defineBuiltinModule', '$source_mod', text);
  run(globalThis, [memory, realloc, dealloc, ...imports], (name, value) => (modules[name] = value), {});
  return { modules, calls, live };
}

test('the correction finds everything it corrects in the generated bindings', async () => {
  const text = await bindings();
  assert.match(text, /function toUint32\(val\) \{\n {2}\/\/ gg: [^\n]*\n {2}return val \| 0;\n\}/);
  assert.equal((text.match(/\$ggFreeArguments\(\);/g) || []).length, (text.match(/^\s*ret = \$import_/gm) || []).length);
  assert.match(text, /\/\/ gg: one native pass/);
});

test('a u32 of 2 ** 31 and above reaches the import as the same 32 bits', async () => {
  const { modules, calls } = await fakeEngine();
  const views = modules['gg:agent/views@0.1.0'];
  for (const id of [0, 1, 2 ** 31 - 1, 2 ** 31, 3000000000, 2 ** 32 - 1]) {
    views.close(id);
    const sent = calls.at(-1).args[0];
    // The engine's stub reads the low 32 bits of an int32 Value: an int32 is what it must get.
    assert.equal(sent, sent | 0, `views.close(${id}) lowered ${sent}, not an int32`);
    assert.equal(sent >>> 0, id);
  }
});

test('strings arrive as UTF-8, lone surrogates as U+FFFD, and every argument buffer is freed', async () => {
  const { modules, calls, live } = await fakeEngine();
  const files = modules['gg:agent/files@0.1.0'];
  const cases = [
    ['', ''],
    ['plain ascii', 'plain ascii'],
    ['a\u0000b', 'a\u0000b'],
    ['é中\u{1F600}', 'é中\u{1F600}'],
    ['x\uD800y\uDC00', 'x\uFFFDy\uFFFD'],
    ['\u{1F600}'.slice(0, 1), '\uFFFD'],
    ['x'.repeat(300 * 1024), 'x'.repeat(300 * 1024)],
    ['é'.repeat(100 * 1024), 'é'.repeat(100 * 1024)],
  ];
  for (const [sent, want] of cases) {
    files.writeFile('path.txt', sent);
    const call = calls.at(-1);
    assert.equal(call.liveDuringCall >= (sent === '' ? 1 : 2), true);
    const content = want === '' ? '' : call.strings.at(-1);
    assert.equal(content, want);
    assert.equal(live.size, 0, `buffers left after writeFile(${JSON.stringify(sent.slice(0, 20))})`);
  }
  const tools = modules['gg:agent/tools@0.1.0'];
  tools.parallel([{ name: 'a', arguments: '{}' }, { name: 'b', arguments: '{"x": 1}' }]);
  assert.equal(live.size, 0, 'buffers left after tools.parallel');
});

// ---- the SDK over stubbed membrane imports ---------------------------------

const stub = (iface, fns) => fns.map((f) => `export const ${f} = (...a) => globalThis.ggFake.${iface}.${f}(...a);`).join('\n');
const STUBS = {
  views: stub('views', ['openText', 'openFile', 'close', 'list']),
  tools: stub('tools', ['list', 'call', 'parallel']),
};
const hooks = [
  'export async function resolve(specifier, context, next) {',
  `  const stubs = ${JSON.stringify(STUBS)};`,
  "  const m = /^gg:agent\\/([a-z]+)@/.exec(specifier);",
  "  if (m) return { url: 'data:text/javascript,' + encodeURIComponent(stubs[m[1]] || ''), shortCircuit: true };",
  '  return next(specifier, context);',
  '}',
].join('\n');
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

async function sdk() {
  const sent = [];
  globalThis.ggFake = {
    views: { close: (id) => sent.push(['close', id]) },
    tools: {
      list: () => [],
      call: (name, args) => {
        sent.push(['call', name, args]);
        return args;
      },
      parallel: (batch) => {
        sent.push(['parallel', batch]);
        return batch.map((c) => ({ tag: 'ok', val: c.arguments }));
      },
    },
  };
  const { MODULE } = await import(`${pathToFileURL(join(here, '../src/sdk.js')).href}?membrane`);
  return { ...MODULE, sent };
}

test('the SDK takes every u32 and refuses anything else', async () => {
  const { views, sent } = await sdk();
  for (const id of [0, 2 ** 31, 2 ** 32 - 1, -0]) views.close(id);
  assert.deepEqual(
    sent.map(([, id]) => id),
    [0, 2 ** 31, 2 ** 32 - 1, -0],
  );
  for (const bad of [-1, 1.5, NaN, Infinity, 2 ** 32, 2 ** 53, '1', null]) {
    assert.throws(() => views.close(bad), { name: 'ApiError', code: 'invalid-argument' }, String(bad));
  }
});

test('JSON tool arguments carry a lone surrogate as U+FFFD, and nothing else changes', async () => {
  const { tools, sent } = await sdk();
  const cases = [
    [{ s: 'x\uD800y' }, '{"s":"x\\ufffdy"}'],
    [{ s: '\uDC00\uD800' }, '{"s":"\\ufffd\\ufffd"}'],
    [{ ['k\uDBFF']: 1 }, '{"k\\ufffd":1}'],
    [{ s: '\u{1F600}' }, '{"s":"\u{1F600}"}'],
    [{ s: '\\ud800' }, '{"s":"\\\\ud800"}'],
    [{ s: '\\\uD800' }, '{"s":"\\\\\\ufffd"}'],
    [{ s: '\u0000\n"' }, '{"s":"\\u0000\\n\\""}'],
    [{ n: [0, -0, 2 ** 53, -(2 ** 53), 5e-324, 1.7976931348623157e308] }, '{"n":[0,0,9007199254740992,-9007199254740992,5e-324,1.7976931348623157e+308]}'],
  ];
  for (const [args, text] of cases) {
    tools.call('echo', args);
    assert.equal(sent.at(-1)[2], text);
    JSON.parse(sent.at(-1)[2]);
  }
  tools.parallel([['echo', { s: 'a\uD800' }]]);
  assert.equal(sent.at(-1)[1][0].arguments, '{"s":"a\\ufffd"}');
  for (const bad of [NaN, Infinity, -Infinity]) {
    assert.throws(() => tools.call('echo', { deep: [1, { x: bad }] }), { name: 'ApiError', code: 'invalid-argument' });
  }
});
