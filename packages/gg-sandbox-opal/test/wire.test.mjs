// The Opal side of the SDK's one crossing, `Opal.gg_membrane.wire(op, args)`
// (guest/membrane.js), in node over fake typed imports:
//
// * its table of WIT parameter names is wit/*.wit's, in order, and names
//   exactly the operations of GG::Surface::REGISTRY (packages/gg-sdk-ruby/src/gg/surface.rb);
// * a wire-shaped call reaches the typed import with positional arguments,
//   camelCase record keys, nil as undefined and boxed Strings unboxed;
// * results come back as crates/gg-sandbox/src/wire.rs encodes them
//   (kebab-case keys, nil, BigInt as a Number, bytes as an Array, variants,
//   tools.list's `outputSchema`, tools.parallel's results), and a refusal as
//   `{error}`.
//
//   node --test packages/gg-sandbox-opal/test/wire.test.mjs

import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installMembrane, PARAMS, camel, kebab } from '../guest/membrane.js';

const pkgDir = dirname(dirname(fileURLToPath(import.meta.url)));
const witDir = join(pkgDir, '../../wit');

test('PARAMS is the WIT’s parameter lists, for exactly the REGISTRY’s operations', () => {
  const fromWit = {};
  for (const file of readdirSync(witDir).filter((f) => f.endsWith('.wit'))) {
    const text = readFileSync(join(witDir, file), 'utf8');
    const iface = /interface\s+([a-z-]+)\s*\{/.exec(text);
    if (!iface) continue;
    for (const m of text.matchAll(/^\s*%?([a-z][a-z0-9-]*):\s*func\(([^)]*)\)/gm)) {
      fromWit[`${iface[1]}.${m[1]}`] = [...m[2].matchAll(/([a-z][a-z0-9-]*):/g)].map((p) => p[1]);
    }
  }
  const surface = readFileSync(join(pkgDir, '../gg-sdk-ruby/src/gg/surface.rb'), 'utf8');
  const registry = [...surface.matchAll(/=> "([a-z-]+\.[a-z-]+)"/g)].map((m) => m[1]);
  assert.equal(registry.length, 33);
  assert.deepEqual(Object.keys(PARAMS).sort(), [...new Set(registry)].sort());
  for (const op of registry) assert.deepEqual(PARAMS[op], fromWit[op], op);
});

test('names: kebab-case and camelCase', () => {
  assert.equal(camel('read-text-file'), 'readTextFile');
  assert.equal(camel('ignore-case'), 'ignoreCase');
  assert.equal(kebab('stdoutDropped'), 'stdout-dropped');
  assert.equal(kebab('path'), 'path');
});

createRequire(import.meta.url)(join(pkgDir, 'node_modules/opal-runtime/src/opal.js'));
const Opal = globalThis.Opal;
const nil = Opal.nil;
const hash = (obj) => {
  const h = Opal.hash();
  for (const [k, v] of Object.entries(obj)) h['$[]='](k, v);
  return h;
};
// A Ruby value (Hashes, Arrays, nil) as plain JSON-able JS, to compare.
const plain = (v) => {
  if (v === nil) return null;
  if (Array.isArray(v)) return v.map(plain);
  if (v && v.$$is_hash) return Object.fromEntries(v.$to_a().map(([k, x]) => [k, plain(x)]));
  return v;
};

function membrane(wit) {
  const O = { ...Opal };
  installMembrane(O, wit);
  return O.gg_membrane;
}

test('arguments: positional in WIT order, camelCase records, nil as undefined, boxed Strings unboxed', () => {
  const seen = [];
  const record = (name) => (...a) => {
    seen.push([name, a]);
    return undefined;
  };
  const m = membrane({
    files: { search: record('search'), delete: record('delete') },
    shell: { run: record('run') },
    tasks: { update: record('update'), add: record('add') },
    views: { openFile: record('openFile') },
  });
  const boxed = (0xe9).$chr(Opal.Encoding.$$const.UTF_8);
  m.wire('files.search', hash({ pattern: 'x', options: hash({ path: nil, glob: boxed, limit: 3, 'ignore-case': true }) }));
  m.wire('files.delete', hash({ path: 'a' }));
  m.wire('shell.run', hash({ command: 'ls', options: hash({ 'timeout-seconds': nil, env: [['A', boxed]], cwd: nil, stdin: 'in' }) }));
  m.wire('tasks.update', hash({ id: 3, patch: hash({ title: nil, status: 'done', notes: hash({ tag: 'set', val: 'n' }) }) }));
  m.wire('tasks.add', hash({ title: 't', notes: nil, status: 'todo' }));
  // Keys given out of order still reach the import in WIT order.
  m.wire('views.open-file', hash({ limit: 2, path: 'p', offset: nil }));
  assert.deepEqual(seen, [
    ['search', ['x', { path: undefined, glob: 'é', limit: 3, ignoreCase: true }]],
    ['delete', ['a']],
    ['run', ['ls', { timeoutSeconds: undefined, env: [['A', 'é']], cwd: undefined, stdin: 'in' }]],
    ['update', [3, { title: undefined, status: 'done', notes: { tag: 'set', val: 'n' } }]],
    ['add', ['t', undefined, 'todo']],
    ['openFile', ['p', undefined, 2]],
  ]);
  assert.equal(typeof seen[0][1][1].glob, 'string');
});

test('results as wire.rs encodes them', () => {
  const m = membrane({
    files: {
      readFile: () => ({ tag: 'binary', val: { path: 'a.png', mediaType: 'image/png', size: 3n, bytes: new Uint8Array([1, 2, 255]) } }),
      writeFile: () => 7n,
      move: () => undefined,
    },
    shell: {
      run: () => ({ exitCode: undefined, signal: 9, stdout: '', stderr: 'e', stdoutDropped: 0n, stderrDropped: 2n, timedOut: false, durationMs: 12n }),
    },
    skills: { use: () => ({ skill: { name: 's', description: 'd', codeFile: undefined }, viewId: 4, moduleKey: 'k' }) },
    tools: {
      list: () => [{ name: 'w.f', description: 'd', schema: '{}', outputSchema: undefined }, { name: 'x', description: '', schema: '{}', outputSchema: '{"type":"object"}' }],
      parallel: () => [{ tag: 'ok', val: '1' }, { tag: 'err', val: { operation: 'tools.call', code: 'not-found', message: 'no' } }],
    },
  });
  const value = (op, args) => {
    const r = m.wire(op, hash(args));
    assert.equal(r.error, undefined);
    return plain(r.value);
  };
  assert.deepEqual(value('files.read-file', { path: 'a.png', options: hash({}) }), {
    tag: 'binary', val: { path: 'a.png', 'media-type': 'image/png', size: 3, bytes: [1, 2, 255] },
  });
  assert.ok(Array.isArray(m.wire('files.read-file', hash({ path: 'a' })).value['$[]']('val')['$[]']('bytes')));
  assert.equal(value('files.write-file', { path: 'a', content: 'b' }), 7);
  assert.equal(value('files.move', { source: 'a', destination: 'b' }), null);
  assert.deepEqual(value('shell.run', { command: 'x' }), {
    'exit-code': null, signal: 9, stdout: '', stderr: 'e', 'stdout-dropped': 0, 'stderr-dropped': 2, 'timed-out': false, 'duration-ms': 12,
  });
  assert.deepEqual(value('skills.use', { name: 's' }), {
    skill: { name: 's', description: 'd', 'code-file': null }, 'view-id': 4, 'module-key': 'k',
  });
  assert.deepEqual(value('tools.list', {}), [
    { name: 'w.f', description: 'd', schema: '{}', outputSchema: null },
    { name: 'x', description: '', schema: '{}', outputSchema: '{"type":"object"}' },
  ]);
  assert.deepEqual(value('tools.parallel', { calls: [hash({ name: 'x', arguments: '{}' })] }), [
    { tag: 'ok', val: '1' },
    { tag: 'err', val: { operation: 'tools.call', code: 'not-found', message: 'no' } },
  ]);
});

test('a refusal is {error}; an unknown operation is NotImplementedError', () => {
  const payload = { operation: 'files.read-text-file', code: 'not-found', message: 'missing' };
  const m = membrane({
    files: {
      readTextFile: () => {
        const e = new Error('api-error');
        e.payload = payload;
        throw e;
      },
    },
  });
  assert.deepEqual(m.wire('files.read-text-file', hash({ path: 'x' })), { error: payload });
  assert.throws(() => m.wire('files.nope', hash({})), (e) => e.$$class === Opal.NotImplementedError);
  assert.throws(() => m.wire('files.read-file', hash({})), (e) => e.$$class === Opal.NotImplementedError);
});
